import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useShelfReview } from '../../../features/shelf-review/api/get-shelf-review.ts';
import { ReviewActions } from '../../../features/shelf-review/components/review-actions.tsx';
import { ShelfReviewDetail } from '../../../features/shelf-review/components/review-detail.tsx';
import { shelfQueueSearch } from '../../../features/shelf-review/utils/queue-filters.ts';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { queueHrefFrom } from '../../../lib/queue-return.ts';
import { ContentPage } from '../../components/content-page.tsx';
import '../../../features/shelf-review/components/shelf-review.css';

/**
 * 审核详情: one service or product with its fields beside the version on the shelf and its history; approve or reject
 * while it waits, take it off the shelf while it is on; after a decision, back to the queue the operator came from.
 */
export const ShelfReviewRoute = () => {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = searchParams.get('id');
  const itemId = isItemId(id) ? id : undefined;
  const query = useShelfReview(itemId);
  const review = query.data;
  // opened directly (a link in a message), the way back is the queue of the item's own kind
  const queueHref = queueHrefFrom(
    `${paths.admin.shelf.getHref()}${review && review.kind !== 'service' ? shelfQueueSearch({ kind: review.kind }) : ''}`,
    location.state,
  );
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(queueHref)}>
      返回审核队列
    </Button>
  );

  if (!itemId || isNotFoundError(query.error)) {
    return (
      <ContentPage title="内容不存在">
        <Card>
          <Result
            status="404"
            title="要审核的内容不存在"
            subTitle="链接可能不完整，或该服务、产品已被发布方删除。请回到审核队列重新选择。"
            extra={back}
          />
        </Card>
      </ContentPage>
    );
  }

  return (
    <ContentPage
      title={paths.admin.shelfReview.title}
      intro={review ? <span className="shelf-review-intro">{review.name}</span> : undefined}
      actions={
        <>
          {back}
          {review ? <ReviewActions review={review} onDecided={() => navigate(queueHref)} /> : null}
        </>
      }
    >
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 12 }} />}
        emptyText="该内容暂时无法显示"
        errorTitle="审核详情加载失败"
      >
        {(data) => <ShelfReviewDetail review={data} />}
      </QueryBlock>
    </ContentPage>
  );
};
