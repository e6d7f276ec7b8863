import { paths } from '../../../config/paths.ts';
import { SettlementQueue } from '../../../features/settlement-review/components/settlement-queue.tsx';
import { queueRoute } from './queue-route.tsx';
import '../../../features/settlement-review/components/settlement-review.css';

/** 入驻审核: the operator's queue of settlement applications. */
export const SettlementQueueRoute = queueRoute(
  paths.admin.settlement,
  '审核参与主体与服务商的入驻申请，等待最久的排在最前；等待超过 3 天的请优先处理。',
  SettlementQueue,
);
