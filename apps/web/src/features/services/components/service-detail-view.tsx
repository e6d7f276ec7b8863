import { SERVICE_CATEGORY_LABELS, type ServiceDetail } from '@rrsp/contract';
import type { ReactNode } from 'react';
import { ShelfDetailView } from '../../../components/shelf/shelf-detail-view.tsx';
import { isItemId } from '../../../lib/api-error.ts';
import { useServiceDetail } from '../api/get-service-detail.ts';
import './services.css';

interface ServiceDetailViewProps {
  id: string | null;
  /** Where 返回列表 leads: the service centre of the area. */
  back: { title: string; href: string };
  /** The publisher's own page of a service, for one the chosen tenant published. */
  manageHref: (id: string) => string;
  /**
   * What a reader may do about a service another tenant published (申请合作, 举报): composed by the route from the
   * features that own them; never shown on the chosen tenant's own service, which links to its management instead.
   */
  actions?: (item: ServiceDetail) => ReactNode;
}

/** A service on the shelf (components/shelf/shelf-detail-view.tsx): region, provider and contact among the facts. */
export const ServiceDetailView = ({ id, back, manageHref, actions }: ServiceDetailViewProps) => {
  const query = useServiceDetail(isItemId(id) ? id : undefined);
  return (
    <ShelfDetailView<ServiceDetail>
      id={id}
      query={query}
      noun="服务"
      idPrefix="service"
      back={back}
      manageHref={manageHref}
      actions={actions}
      categoryLabel={(item) => SERVICE_CATEGORY_LABELS[item.category]}
      texts={{
        own: '本主体发布',
        region: '服务地区',
        tenant: '服务商',
        manage: '这是本主体发布的服务。',
        manageLink: '查看审核状态与处理记录',
      }}
    />
  );
};
