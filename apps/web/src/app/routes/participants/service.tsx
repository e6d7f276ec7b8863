import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Suspense } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import '../../../styles/content.css';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { ServiceShelf } from '../../../features/services/components/service-shelf.tsx';
import {
  type CentreView,
  serialiseMyServices,
  viewOf,
} from '../../../features/services/utils/shelf-filters.ts';
import { decidePageAccess } from '../../../lib/access.ts';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/** 我发布的服务 (a table with its filters) loads when its tab is opened, not with the shelf (docs/decisions/034). */
const MyServices = lazyPart(
  async () => (await import('../../../features/services/components/my-services.tsx')).MyServices,
);

/**
 * 服务中心 (both work areas): the shelf of every approved service, and, for a tenant that may publish, what it
 * published (我发布的服务). A user whose tenant has not passed settlement yet browses the shelf and is told how to
 * publish; nobody meets an error for a list they may not have. The two are tabs in the address, so they are links
 * (list-tabs.tsx, not antd's Tabs with their menu and dropdown).
 */
export const ServiceCentreRoute = () => {
  const area = useWorkArea();
  const access = useAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const mineSearch = serialiseMyServices({ tab: 'all', page: 1 });
  const canPublish = !access.loading && decidePageAccess(paths[area].servicePublish.access, access) === null;
  const view: CentreView = canPublish ? viewOf(searchParams) : 'shelf';
  const unsettled = !access.loading && access.roles.size === 0;
  const detailHref = paths[area].serviceDetail.getHref;

  return (
    <ContentPage
      title={paths[area].service.title}
      intro="按类别、地区浏览或搜索入驻主体发布的农机、仓储、物流、加工、培训等服务，可直接联系服务提供方。"
      actions={
        <>
          <Link to={paths[area].serviceSearch.getHref()} className="link-button link-button--ghost">
            <SearchOutlined aria-hidden="true" /> 搜索服务
          </Link>
          {canPublish ? (
            <Link to={paths[area].servicePublish.getHref()} className="link-button link-button--primary">
              <PlusOutlined aria-hidden="true" /> 发布服务
            </Link>
          ) : null}
        </>
      }
    >
      {unsettled ? (
        <Alert
          className="centre-settle"
          type="info"
          showIcon
          title="主体入驻审核通过后，即可在这里发布服务"
          description="您可以先浏览服务中心的服务；您所在的企业、合作社或家庭农场通过平台入驻审核后，可发布服务并管理已发布的服务。"
          action={
            <Link to={paths.participants.settled.getHref()} className="link-button link-button--primary">
              去办理入驻
            </Link>
          }
        />
      ) : null}
      {canPublish ? (
        <ListTabs
          className="centre-tabs"
          aria-label={paths[area].service.title}
          activeKey={view}
          onChange={(key) => setSearchParams(key === 'mine' ? mineSearch : new URLSearchParams())}
          tabs={[
            { key: 'shelf', label: '服务大厅', href: pathname },
            { key: 'mine', label: '我发布的服务', href: `${pathname}?${mineSearch}` },
          ]}
        >
          {view === 'mine' ? (
            // the list draws its own skeleton once its code is here; a moment of nothing before that
            <Suspense fallback={null}>
              <MyServices area={area} />
            </Suspense>
          ) : (
            <ServiceShelf detailHref={detailHref} />
          )}
        </ListTabs>
      ) : (
        <ServiceShelf detailHref={detailHref} />
      )}
    </ContentPage>
  );
};
