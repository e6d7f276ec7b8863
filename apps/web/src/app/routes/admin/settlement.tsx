import { paths } from '../../../config/paths.ts';
import { SettlementQueue } from '../../../features/settlement-review/components/settlement-queue.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import '../../../features/settlement-review/components/settlement-review.css';

/** 入驻审核: the operator's queue of settlement applications. */
export const SettlementQueueRoute = () => (
  <ContentPage
    title={paths.admin.settlement.title}
    intro="审核参与主体与服务商的入驻申请，等待最久的排在最前；等待超过 3 天的请优先处理。"
  >
    <SettlementQueue />
  </ContentPage>
);
