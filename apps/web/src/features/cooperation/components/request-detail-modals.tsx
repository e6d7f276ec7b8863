import type { CooperationRow } from '@rrsp/contract';
import { Alert, Button, Modal, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { WorkArea } from '../../../config/paths.ts';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { withRetryHint } from '../../../lib/retry-hint.ts';
import { useOpenCooperation } from '../api/open-cooperation.ts';
import { CloseRequestButton } from './close-request-button.tsx';
import { CooperationFacts } from './cooperation-facts.tsx';
import { ReplyForm } from './reply-form.tsx';
import './cooperation.css';

const ClosedNote = () => (
  <Alert className="cooperation-closed" type="info" showIcon title="该合作申请已关闭，不能再回复。" />
);

interface ReceivedRequestModalProps {
  /** The request shown; kept while the dialog closes, so it does not empty itself on the way out. */
  id: string | undefined;
  open: boolean;
  area: WorkArea;
  onClose: () => void;
}

/**
 * A request the chosen tenant received, opened: opening marks it read and brings its mobile in full (dialled from
 * here); then 回复 and 关闭申请 while it is open. What a reply or a close answers replaces what is shown.
 */
export const ReceivedRequestModal = ({ id, open, area, onClose }: ReceivedRequestModalProps) => {
  const { mutate: openRequest, data: opened, error, isError, isPending, variables } = useOpenCooperation();
  const [latest, setLatest] = useState<CooperationRow>();
  // each opening reads it again (the other side may have closed it meanwhile)
  useEffect(() => {
    if (!open || !id) return;
    setLatest(undefined);
    openRequest(id);
  }, [open, id, openRequest]);
  const row = latest?.id === id ? latest : variables === id ? opened : undefined;

  return (
    <Modal open={open} title="合作申请详情" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {row ? (
        <>
          <CooperationFacts row={row} side="received" area={area} />
          {row.state === 'closed' ? (
            <ClosedNote />
          ) : (
            <>
              <ReplyForm row={row} onReplied={setLatest} />
              <div className="cooperation-modal__actions">
                <CloseRequestButton id={row.id} onClosed={setLatest} />
              </div>
            </>
          )}
        </>
      ) : isError && variables === id ? (
        <Result
          status="warning"
          title="合作申请加载失败"
          subTitle={withRetryHint(errorMessageOf(error))}
          extra={
            <Button type="primary" loading={isPending} onClick={() => id && openRequest(id)}>
              重试
            </Button>
          }
        />
      ) : (
        <div aria-busy="true">
          <span className="visually-hidden">正在加载…</span>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      )}
    </Modal>
  );
};

interface SentRequestModalProps {
  /** The request shown, as its row in the list; kept while the dialog closes. */
  row: CooperationRow | undefined;
  open: boolean;
  area: WorkArea;
  onClose: () => void;
}

/** A request the user sent: its state, the publisher's reply, and 关闭申请 while it is open. */
export const SentRequestModal = ({ row, open, area, onClose }: SentRequestModalProps) => {
  const [latest, setLatest] = useState<CooperationRow>();
  // the list is read again after a close: each opening starts from its row
  useEffect(() => {
    if (open) setLatest(undefined);
  }, [open]);
  const shown = row && latest?.id === row.id ? latest : row;
  return (
    <Modal open={open} title="我的合作申请" footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {shown ? (
        <>
          <CooperationFacts row={shown} side="sent" area={area} />
          {shown.state === 'closed' ? (
            <ClosedNote />
          ) : (
            <div className="cooperation-modal__actions">
              <CloseRequestButton id={shown.id} onClosed={setLatest} />
            </div>
          )}
        </>
      ) : null}
    </Modal>
  );
};
