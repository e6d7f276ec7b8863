import { type SettlementReview, WAITING_STATUSES } from '@rrsp/contract';
import { momentText } from '../../../components/review-queue/moment-text.ts';
import { ReviewFacts } from '../../../components/review-queue/review-facts.tsx';
import { WaitingText } from '../../../components/ui/waiting-text.tsx';
import { lastRejectionText } from '../utils/last-rejection.ts';
import { SettlementStatusTag } from './status-tag.tsx';

export const isAwaitingDecision = (status: SettlementReview['status']): boolean =>
  (WAITING_STATUSES as readonly string[]).includes(status);

/**
 * 申请概况: state, round, applicant, when it came in and how long it has waited (or when it was decided); for a
 * rejection its remark, and for a resubmission the remark of the round before (from the log).
 */
export const ReviewOverview = ({ review }: { review: SettlementReview }) => {
  const waiting = isAwaitingDecision(review.status);
  const rejection =
    review.status === 'rejected' || review.status === 'resubmitted' ? lastRejectionText(review.log) : null;
  return (
    <ReviewFacts
      title="申请概况"
      className="review-overview"
      items={[
        { key: 'status', label: '当前状态', children: <SettlementStatusTag status={review.status} /> },
        { key: 'round', label: '提交轮次', children: `第 ${review.round} 次提交` },
        {
          key: 'applicant',
          label: '申请人',
          children: review.applicantMobile
            ? `${review.applicantName}（${review.applicantMobile}）`
            : review.applicantName,
        },
        { key: 'submitted', label: '提交时间', children: momentText(review.submittedAt) },
        waiting
          ? { key: 'waiting', label: '已等待', children: <WaitingText seconds={review.waitingSeconds} /> }
          : { key: 'decided', label: '处理时间', children: momentText(review.decidedAt) },
        ...(rejection
          ? [
              {
                key: 'remark',
                label: review.status === 'rejected' ? '驳回说明' : '上次驳回说明',
                children: rejection,
              },
            ]
          : []),
      ]}
    />
  );
};
