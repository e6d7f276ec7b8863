import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { SettlementReview } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { OwnWorkNote } from '../../../components/ui/own-work-note.tsx';
import { isAwaitingDecision } from './review-overview.tsx';

/** The decision dialogs (a modal, a form and its rules) load when one is first opened. */
const ApproveModal = lazyPart(async () => (await import('./approve-modal.tsx')).ApproveModal);
const RejectModal = lazyPart(async () => (await import('./reject-modal.tsx')).RejectModal);

interface ReviewActionsProps {
  review: SettlementReview;
  /** After an approval or a rejection went through. */
  onDecided: () => void;
}

/**
 * 驳回 and 通过, while the application waits for an operator (another one, when it is the reader's own). The dialogs stay mounted when the state changes
 * under them (another operator decided first), so the refusal they show is not lost with the buttons.
 */
export const ReviewActions = ({ review, onDecided }: ReviewActionsProps) => {
  const [open, setOpen] = useState<'approve' | 'reject'>();
  const close = () => setOpen(undefined);
  const decided = () => {
    close();
    onDecided();
  };
  if (review.ownWork && isAwaitingDecision(review.status)) {
    return <OwnWorkNote ownWork={review.ownWork} subject={{ verb: '审核', noun: '入驻申请' }} />;
  }
  return (
    <>
      {isAwaitingDecision(review.status) ? (
        <>
          <Button danger icon={<CloseOutlined />} onClick={() => setOpen('reject')}>
            驳回
          </Button>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setOpen('approve')}>
            通过
          </Button>
        </>
      ) : null}
      <WhenShown shown={open === 'approve'}>
        <ApproveModal review={review} open={open === 'approve'} onClose={close} onApproved={decided} />
      </WhenShown>
      <WhenShown shown={open === 'reject'}>
        <RejectModal review={review} open={open === 'reject'} onClose={close} onRejected={decided} />
      </WhenShown>
    </>
  );
};
