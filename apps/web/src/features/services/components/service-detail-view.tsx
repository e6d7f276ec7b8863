import { SERVICE_CATEGORY_LABELS, type ServiceDetail } from '@rrsp/contract';
import {
  type ShelfDetailKind,
  type ShelfDetailPage,
  ShelfDetailView,
} from '../../shelf/components/shelf-detail-view.tsx';
import { useServiceDetail } from '../api/get-service-detail.ts';
import './services.css';

/** A service's page: region, provider and contact among the facts, as every item's. */
const SERVICE_DETAIL: ShelfDetailKind<ServiceDetail> = {
  name: 'service',
  useItem: useServiceDetail,
  categoryLabels: SERVICE_CATEGORY_LABELS,
  texts: {
    own: '本主体发布',
    region: '服务地区',
    tenant: '服务商',
    manage: '这是本主体发布的服务。',
    manageLink: '查看审核状态与处理记录',
  },
};

/** A service on the shelf (the shelf's ShelfDetailView). */
export const ServiceDetailView = (page: ShelfDetailPage<ServiceDetail>) => (
  <ShelfDetailView {...page} kind={SERVICE_DETAIL} />
);
