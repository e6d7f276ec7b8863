import {
  approveShelfItem,
  offShelfShelfItem,
  rejectShelfItem,
  SHELF_KIND_LABELS,
  type ShelfReview,
} from '@rrsp/contract';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { bodyFieldOf } from '../../../lib/zod-rule.ts';
import { useApproveShelfItem } from '../api/approve-shelf-item.ts';
import { useOffShelfShelfItem } from '../api/off-shelf-shelf-item.ts';
import { useRejectShelfItem } from '../api/reject-shelf-item.ts';
import type { DecisionModal as EagerDecisionModal } from './decision-modal.tsx';

/**
 * Each dialog (a modal, a form and its rules) loads when it is first opened; typed as the generic dialog itself (lazy
 * loses the type parameter), so each use still checks its mutation against its variables.
 */
const DecisionModal = lazyPart(
  async () => (await import('./decision-modal.tsx')).DecisionModal,
) as unknown as typeof EagerDecisionModal;

const REMARK = bodyFieldOf(approveShelfItem, 'remark');
const REJECT_REASON = bodyFieldOf(rejectShelfItem, 'reason');
const OFF_SHELF_REASON = bodyFieldOf(offShelfShelfItem, 'reason');

export type ShelfDecision = 'approve' | 'reject' | 'offShelf';

export interface ShelfDecisionDialogsProps {
  review: ShelfReview;
  /** The dialog open now, if any. */
  open: ShelfDecision | undefined;
  onClose: () => void;
  /** After a decision went through. */
  onDecided: () => void;
}

/**
 * The three decisions' dialogs with their calls and the contract's rules for their text, which review-actions.tsx
 * loads when a decision is first chosen: the calls' endpoints carry the contract's zod schemas (21 KiB), which the
 * review's first screen does not need (docs/decisions/034).
 */
export const ShelfDecisionDialogs = ({ review, open, onClose, onDecided }: ShelfDecisionDialogsProps) => {
  const { message } = useFeedback();
  const approve = useApproveShelfItem();
  const reject = useRejectShelfItem();
  const offShelf = useOffShelfShelfItem();
  const noun = SHELF_KIND_LABELS[review.kind];
  const close = onClose;
  const decided = (text: string) => () => {
    close();
    message.success(text);
    onDecided();
  };
  return (
    <>
      <WhenShown shown={open === 'approve'}>
        <DecisionModal
          open={open === 'approve'}
          title={`通过「${review.name}」的审核`}
          okText="确认通过"
          lead={
            review.isEdit
              ? `通过后，修改后的内容将替换架上的原版本，立即在${noun === '服务' ? '服务中心' : '产品列表'}展示。`
              : `通过后，该${noun}立即上架，在${noun === '服务' ? '服务中心' : '产品列表'}展示。`
          }
          field={{
            name: 'remark',
            label: '审核备注（选填）',
            required: false,
            schema: REMARK,
            placeholder: '例如：已电话核实服务资质；将记入处理记录，发布方可见',
          }}
          mutation={approve}
          toVariables={(remark) => ({
            id: review.id,
            version: review.version,
            ...(remark ? { remark } : {}),
          })}
          onClose={close}
          onDone={decided(`已通过「${review.name}」的审核`)}
        />
      </WhenShown>
      <WhenShown shown={open === 'reject'}>
        <DecisionModal
          open={open === 'reject'}
          title={`驳回「${review.name}」`}
          okText="确认驳回"
          danger
          lead={
            review.isEdit
              ? '驳回后，发布方会看到驳回原因并可修改后重新提交；架上已通过的原版本不受影响。'
              : '驳回后，发布方会看到驳回原因，修改后可重新提交审核。'
          }
          field={{
            name: 'reason',
            label: '驳回原因',
            required: true,
            schema: REJECT_REASON,
            placeholder: '写明需要修改的内容，例如：服务图片与服务内容不符，请上传实际作业照片',
          }}
          mutation={reject}
          toVariables={(reason) => ({ id: review.id, version: review.version, reason: reason ?? '' })}
          onClose={close}
          onDone={decided(`已驳回「${review.name}」，发布方将看到驳回原因`)}
        />
      </WhenShown>
      <WhenShown shown={open === 'offShelf'}>
        <DecisionModal
          open={open === 'offShelf'}
          title={`下架「${review.name}」`}
          okText="确认下架"
          danger
          lead={`下架后，该${noun}立即从${noun === '服务' ? '服务中心' : '产品列表'}撤下；发布方可见下架原因，修改后须重新提交审核才能上架。`}
          field={{
            name: 'reason',
            label: '下架原因',
            required: true,
            schema: OFF_SHELF_REASON,
            placeholder: '例如：经举报核实，服务内容与实际不符',
          }}
          mutation={offShelf}
          toVariables={(reason) => ({ id: review.id, version: review.version, reason: reason ?? '' })}
          onClose={close}
          onDone={decided(`已下架「${review.name}」`)}
        />
      </WhenShown>
    </>
  );
};
