import { missingItemTitle } from '@rrsp/contract';
import { MissingItemResult } from '../../../components/content/detail-parts.tsx';
import { paths } from '../../../config/paths.ts';
import { useSettlementReview } from '../../../features/settlement-review/api/get-settlement-review.ts';
import { ReviewActions } from '../../../features/settlement-review/components/review-actions.tsx';
import { ReviewDetail } from '../../../features/settlement-review/components/review-detail.tsx';
import { ReviewPage } from '../../components/review-page.tsx';
import '../../../features/settlement-review/components/settlement-review.css';

/** 入驻申请审核: one application with its checklist, licence and history; approve or reject while it waits. */
export const SettlementReviewRoute = () => (
  <ReviewPage
    title={paths.admin.settlementReview.title}
    useItem={useSettlementReview}
    queuePath={() => paths.admin.settlement.getHref()}
    notFoundTitle={missingItemTitle('入驻申请')}
    notFound={(back) => (
      <MissingItemResult reason="链接可能不完整，或该申请已被撤回。请回到审核队列重新选择。" extra={back} />
    )}
    intro={(review) => <span className="review-intro">{review.values.name ?? '未填写主体名称'}</span>}
    decisions={(review, done) => <ReviewActions review={review} onDecided={done} />}
    emptyText="该申请暂时无法显示"
    errorTitle="入驻申请加载失败"
  >
    {(review) => <ReviewDetail review={review} />}
  </ReviewPage>
);
