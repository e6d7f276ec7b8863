import { SHELF_KIND_LABELS, type ShelfReview } from '@rrsp/contract';
import { momentText } from '../../../components/review-queue/moment-text.ts';
import { ReviewFacts } from '../../../components/review-queue/review-facts.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { WaitingText } from '../../../components/ui/waiting-text.tsx';
import { OVERDUE_SECONDS } from '../utils/queue-filters.ts';

/** 概况: kind, publisher, both states, first publication or edit, when it was sent and how long it has waited. */
export const ReviewOverview = ({ review }: { review: ShelfReview }) => {
  const pending = review.status.audit === 'pending';
  return (
    <ReviewFacts
      title="概况"
      className="shelf-review-overview"
      items={[
        { key: 'kind', label: '类型', children: SHELF_KIND_LABELS[review.kind] },
        { key: 'tenant', label: '发布主体', children: review.tenantName },
        { key: 'status', label: '当前状态', children: <ShelfStatusTags status={review.status} /> },
        {
          key: 'edit',
          label: '送审类型',
          children: review.isEdit ? '修改已上架的内容（审核通过前架上仍展示原版本）' : '首次发布',
        },
        { key: 'submitted', label: '提交时间', children: momentText(review.submittedAt) },
        ...(pending
          ? [
              {
                key: 'waiting',
                label: '已等待',
                children: <WaitingText seconds={review.waitingSeconds} overdueSeconds={OVERDUE_SECONDS} />,
              },
            ]
          : []),
      ]}
    >
      {review.status.audit === 'rejected' && review.rejectReason ? (
        <LazyAlert
          className="shelf-review-overview__alert"
          type="error"
          showIcon
          title="已驳回"
          description={`驳回原因：${review.rejectReason}`}
        />
      ) : null}
      {review.status.shelf === 'off' && review.offShelfReason ? (
        <LazyAlert
          className="shelf-review-overview__alert"
          type="warning"
          showIcon
          title="已被平台下架"
          description={`下架原因：${review.offShelfReason}`}
        />
      ) : null}
    </ReviewFacts>
  );
};
