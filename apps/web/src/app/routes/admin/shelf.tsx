import { paths } from '../../../config/paths.ts';
import { ShelfQueue } from '../../../features/shelf-review/components/shelf-queue.tsx';
import { queueRoute } from './queue-route.tsx';

/** 产品服务审核: the operator's queues of services and products sent to audit. */
export const ShelfQueueRoute = queueRoute(
  paths.admin.shelf,
  '审核入驻主体发布或修改的服务与产品，等待最久的排在最前；等待超过 2 天的请优先处理。已上架的内容如被举报核实，可在此下架。',
  ShelfQueue,
);
