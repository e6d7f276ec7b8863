import { CheckOutlined, CloseOutlined, VerticalAlignBottomOutlined } from '@ant-design/icons';
import { decideShelfAction, SHELF_KIND_LABELS, type ShelfReview } from '@rrsp/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { OwnWorkNote } from '../../../components/ui/own-work-note.tsx';
import type { ShelfDecision } from './decision-dialogs.tsx';

/** The dialogs with their calls and rules load when a decision is first chosen (decision-dialogs.tsx says why). */
const ShelfDecisionDialogs = lazyPart(
  async () => (await import('./decision-dialogs.tsx')).ShelfDecisionDialogs,
);

interface ReviewActionsProps {
  review: ShelfReview;
  /** After a decision went through. */
  onDecided: () => void;
}

/**
 * 驳回, 审核通过 (while the item waits) and 下架 (while it is on the shelf), as the shelf's rules allow them; none of
 * them on an item of the operator's own tenant, which another operator decides. The
 * dialogs stay mounted when the state changes under them (another operator decided first), so the refusal they show
 * is not lost with the buttons.
 */
export const ReviewActions = ({ review, onDecided }: ReviewActionsProps) => {
  const [open, setOpen] = useState<ShelfDecision>();
  const allowed = (decision: ShelfDecision) => decideShelfAction(review.status, decision).allowed;
  const noun = SHELF_KIND_LABELS[review.kind];
  const close = () => setOpen(undefined);

  if (review.ownWork) {
    return <OwnWorkNote ownWork={review.ownWork} subject={{ verb: '审核', noun }} />;
  }

  return (
    <>
      {allowed('offShelf') ? (
        <Button danger icon={<VerticalAlignBottomOutlined />} onClick={() => setOpen('offShelf')}>
          下架
        </Button>
      ) : null}
      {allowed('reject') ? (
        <Button danger icon={<CloseOutlined />} onClick={() => setOpen('reject')}>
          驳回
        </Button>
      ) : null}
      {allowed('approve') ? (
        <Button type="primary" icon={<CheckOutlined />} onClick={() => setOpen('approve')}>
          审核通过
        </Button>
      ) : null}
      <WhenShown shown={open !== undefined}>
        <ShelfDecisionDialogs review={review} open={open} onClose={close} onDecided={onDecided} />
      </WhenShown>
    </>
  );
};
