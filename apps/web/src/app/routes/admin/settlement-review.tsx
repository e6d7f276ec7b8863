import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useSettlementReview } from '../../../features/settlement-review/api/get-settlement-review.ts';
import { ReviewActions } from '../../../features/settlement-review/components/review-actions.tsx';
import { ReviewDetail } from '../../../features/settlement-review/components/review-detail.tsx';
import { isItemId, isNotFoundError } from '../../../lib/api-error.ts';
import { queueHrefFrom } from '../../../lib/queue-return.ts';
import { ContentPage } from '../../components/content-page.tsx';
import '../../../features/settlement-review/components/settlement-review.css';

/** 入驻申请审核: one application with its checklist, licence and history; approve or reject while it waits. */
export const SettlementReviewRoute = () => {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = searchParams.get('id');
  const applicationId = isItemId(id) ? id : undefined;
  const query = useSettlementReview(applicationId);
  const review = query.data;
  const queueHref = queueHrefFrom(paths.admin.settlement.getHref(), location.state);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(queueHref)}>
      返回审核队列
    </Button>
  );

  if (!applicationId || isNotFoundError(query.error)) {
    return (
      <ContentPage title="入驻申请不存在">
        <Result
          status="404"
          title="入驻申请不存在"
          subTitle="链接可能不完整，或该申请已被撤回。请回到审核队列重新选择。"
          extra={back}
        />
      </ContentPage>
    );
  }

  return (
    <ContentPage
      title={paths.admin.settlementReview.title}
      intro={
        review ? <span className="review-intro">{review.values.name ?? '未填写主体名称'}</span> : undefined
      }
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
        emptyText="该申请暂时无法显示"
        errorTitle="入驻申请加载失败"
      >
        {(data) => <ReviewDetail review={data} />}
      </QueryBlock>
    </ContentPage>
  );
};
