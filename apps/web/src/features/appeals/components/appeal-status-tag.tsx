import { APPEAL_REVIEW_STATUS_LABELS, type AppealReview } from '@rrsp/contract';
import { Tag } from 'antd';

/** An appeal's review state, in the queue and in its drawer. */
export const AppealStatusTag = ({ status }: { status: AppealReview['status'] }) => (
  <Tag className={`appeal-status appeal-status--${status}`}>{APPEAL_REVIEW_STATUS_LABELS[status]}</Tag>
);
