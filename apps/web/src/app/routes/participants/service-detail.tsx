import '../../../styles/content.css';
import { useSearchParams } from 'react-router';
import { detailTitleOf } from '../../../components/errors/missing-item.ts';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../features/auth/api/get-current-user.ts';
import { CooperationRequestButton } from '../../../features/cooperation/components/cooperation-request-button.tsx';
import { usePageTitle } from '../../../features/platform/hooks/use-page-title.ts';
import { ReportButton } from '../../../features/reports/components/report-button.tsx';
import { useServiceDetail } from '../../../features/services/api/get-service-detail.ts';
import { ServiceDetailView } from '../../../features/services/components/service-detail-view.tsx';
import { isItemId } from '../../../lib/api-error.ts';
import { useWorkArea } from '../use-work-area.ts';

/**
 * 服务详情 (both work areas): a service on the shelf, titled by its name, with 申请合作 and 举报 for a service another
 * tenant published.
 */
export const ServiceDetailRoute = () => {
  const area = useWorkArea();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const { data, error } = useServiceDetail(isItemId(id) ? id : undefined);
  const { data: user } = useCurrentUser();
  usePageTitle(
    detailTitleOf({ name: data?.name, id, error, noun: '服务', pageTitle: paths[area].serviceDetail.title }),
  );
  const back = paths[area].service;
  return (
    <ServiceDetailView
      id={id}
      back={{ title: back.title, href: back.getHref() }}
      manageHref={paths[area].servicePublicDetail.getHref}
      actions={(item) => {
        const target = { id: item.id, name: item.name, kind: 'service' } as const;
        return (
          <div className="detail-actions">
            <CooperationRequestButton
              item={target}
              contact={user}
              sentHref={paths[area].cooperation.getHref('sent')}
            />
            <ReportButton item={target} />
          </div>
        );
      }}
    />
  );
};
