import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { type ComponentType, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { paths } from '../../../config/paths.ts';
import { getCurrentUserQueryOptions } from '../../../features/auth/api/get-current-user.ts';
import { useAccess } from '../../../features/auth/hooks/use-access.ts';
import { useSwitchTenant } from '../../../features/auth/hooks/use-switch-tenant.ts';
import { EnterpriseSettlement } from '../../../features/settlement/components/enterprise-settlement.tsx';
import type { PartnerPlatformsProps } from '../../../features/settlement/components/partner-platforms.tsx';
import { getToken } from '../../../lib/session.ts';
import { ContentPage } from '../../components/content-page.tsx';

// 合作平台入驻 (its dialogs, confirmations and results) loads when its tab is first shown (docs/decisions/034)
const PartnerPlatforms = lazyPart(
  async () =>
    (await import('../../../features/settlement/components/partner-platforms.tsx')).PartnerPlatforms,
) as ComponentType<PartnerPlatformsProps>;

/** While 合作平台入驻's code arrives: its own loading state, without its cards' frames. */
const partnersLoading = (
  <div aria-busy="true">
    <span className="visually-hidden">正在加载合作平台…</span>
    <Skeleton active paragraph={{ rows: 3 }} />
  </div>
);

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
  const { pathname } = useLocation();
  // the tabs shown so far (set during render, React's pattern for state derived from props)
  const [shown, setShown] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  if (!shown.has(tab)) setShown(new Set([...shown, tab]));
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
      {/*
        The portal's own tabs, drawn as antd's line Tabs (antd's Tabs bring a dropdown and a menu for their overflow).
        As antd's Tabs did, a tab once shown stays mounted while hidden, so what was typed in the form stays.
      */}
      <ListTabs
        className="settled-tabs"
        activeKey={tab}
        onChange={(key) => choose(key === 'partners' ? 'partners' : 'enterprise')}
        tabs={[
          { key: 'enterprise', label: '企业入驻', href: pathname },
          { key: 'partners', label: '合作平台入驻', href: `${pathname}?${TAB_PARAM}=partners` },
        ]}
      >
        {shown.has('enterprise') ? (
          <div hidden={tab !== 'enterprise'}>
            <EnterpriseSettlement
              onEnterWorkArea={enter}
              settledTenantName={access.roles.size > 0 ? access.tenant?.tenantName : undefined}
            />
          </div>
        ) : null}
        {shown.has('partners') ? (
          <div hidden={tab !== 'partners'}>
            <Suspense fallback={partnersLoading}>
              <PartnerPlatforms
                tenantName={access.tenant?.tenantName}
                onGoToEnterprise={() => choose('enterprise')}
              />
            </Suspense>
          </div>
        ) : null}
      </ListTabs>
    </ContentPage>
  );
};
