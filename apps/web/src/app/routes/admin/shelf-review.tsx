import { missingItemTitle } from '@rrsp/contract';
import { MissingItemResult } from '../../../components/content/detail-parts.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useShelfReview } from '../../../features/shelf-review/api/get-shelf-review.ts';
import { ReviewActions } from '../../../features/shelf-review/components/review-actions.tsx';
import { ShelfReviewDetail } from '../../../features/shelf-review/components/review-detail.tsx';
import { shelfQueueSearch } from '../../../features/shelf-review/utils/queue-filters.ts';
import { ReviewPage } from '../../components/review-page.tsx';
import '../../../features/shelf-review/components/shelf-review.css';

/**
 * 审核详情: one service or product with its fields beside the version on the shelf and its history; approve or reject
 * while it waits, take it off the shelf while it is on; after a decision, back to the queue the operator came from.
 */
export const ShelfReviewRoute = () => (
  <ReviewPage
    title={paths.admin.shelfReview.title}
    useItem={useShelfReview}
    // opened directly (a link in a message), the way back is the queue of the item's own kind
    queuePath={(review) =>
      `${paths.admin.shelf.getHref()}${review && review.kind !== 'service' ? shelfQueueSearch({ kind: review.kind }) : ''}`
    }
    notFoundTitle={missingItemTitle('服务或产品')}
    notFound={(back) => (
      <Panel>
        <MissingItemResult
          reason="链接可能不完整，或该服务、产品已被发布方删除。请回到审核队列重新选择。"
          extra={back}
        />
      </Panel>
    )}
    intro={(review) => <span className="shelf-review-intro">{review.name}</span>}
    decisions={(review, done) => <ReviewActions review={review} onDecided={done} />}
    emptyText="该内容暂时无法显示"
    errorTitle="审核详情加载失败"
  >
    {(review) => <ShelfReviewDetail review={review} />}
  </ReviewPage>
);
