import { paths } from '../../../config/paths.ts';
import { ReportQueue } from '../../../features/reports/components/report-queue.tsx';
import { queueRoute } from './queue-route.tsx';

/** 举报处理: the operator's queue of reports on products and services. */
export const ReportsRoute = queueRoute(
  paths.admin.reports,
  '核实用户对服务和产品的举报：属实的下架并写明原因（发布方可见），不属实的不予处理；同一内容的其他待处理举报会一并结案。',
  ReportQueue,
);
