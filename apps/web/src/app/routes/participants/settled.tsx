import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useSwitchTenant } from '../../../features/auth/hooks/use-switch-tenant.ts';
import { EnterpriseSettlement } from '../../../features/settlement/components/enterprise-settlement.tsx';
import { PartnerPlatforms } from '../../../features/settlement/components/partner-platforms.tsx';
import { getToken } from '../../../lib/session.ts';
import { ContentPage } from '../../components/content-page.tsx';

type Tab = 'enterprise' | 'partners';
const TAB_PARAM = 'tab';

/**
 * Into the work area as the tenant just approved: read the user again (the tenant and its roles are new), then
 * choose it, which refreshes everything tenant-scoped (the header's switcher too) and goes to its area's 工作台.
 */
const useEnterApprovedTenant = () => {
  const queryClient = useQueryClient();
  const switchTenant = useSwitchTenant();
  return async (tenantId: string) => {
    await queryClient
      .fetchQuery({ ...getCurrentUserQueryOptions(getToken()), staleTime: 0 })
      .catch(() => undefined);
    switchTenant(tenantId);
  };
};

/** 主体入驻 (issue 9): the enterprise application and settlement on the partner platforms, as two tabs. */
export const SettledRoute = () => {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get(TAB_PARAM) === 'partners' ? 'partners' : 'enterprise';
  const access = useAccess();
  const enter = useEnterApprovedTenant();
  const choose = (next: Tab) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (next === 'partners') after.set(TAB_PARAM, next);
        else after.delete(TAB_PARAM);
        return after;
      },
      { replace: true },
    );

  return (
    <ContentPage
      title={paths.participants.settled.title}
      intro="提交企业入驻申请、查看审核进度；入驻通过后，可一键入驻合作平台。"
    >
      <Tabs
        className="settled-tabs"
        activeKey={tab}
        onChange={(key) => choose(key === 'partners' ? 'partners' : 'enterprise')}
        items={[
          {
            key: 'enterprise',
            label: '企业入驻',
            children: (
              <EnterpriseSettlement
                onEnterWorkArea={enter}
                settledTenantName={access.roles.size > 0 ? access.tenant?.tenantName : undefined}
              />
            ),
          },
          {
            key: 'partners',
            label: '合作平台入驻',
            children: (
              <PartnerPlatforms
                tenantName={access.tenant?.tenantName}
                onGoToEnterprise={() => choose('enterprise')}
              />
            ),
          },
        ]}
      />
    </ContentPage>
  );
};
