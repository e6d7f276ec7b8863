import { Skeleton } from 'antd';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useSettledTenant } from '../../../features/auth/hooks/use-settled-tenant.ts';
import { CooperationCenter } from '../../../features/cooperation/components/cooperation-center.tsx';
import { ContentPage } from '../../components/content-page.tsx';
import { useWorkArea } from '../use-work-area.ts';

/**
 * 合作申请 (both work areas): the requests the chosen tenant received, when it may publish, and those the user sent.
 */
export const CooperationRoute = () => {
  const area = useWorkArea();
  const access = useAccess();
  const settled = useSettledTenant();
  return (
    <ContentPage
      title={paths[area].cooperation.title}
      intro={
        settled
          ? `查看并回复「${settled.tenantName}」收到的合作申请，跟进您发出的申请。`
          : '跟进您在服务中心发出的合作申请：对方是否已读、回复了什么。'
      }
    >
      {access.loading ? (
        <Panel aria-busy="true">
          <span className="visually-hidden">正在加载…</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : (
        <CooperationCenter area={area} receives={Boolean(settled)} />
      )}
    </ContentPage>
  );
};
