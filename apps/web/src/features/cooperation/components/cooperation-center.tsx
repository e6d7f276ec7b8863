import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { MenuCountBadge } from '../../../components/ui/menu-count-badge.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import type { WorkArea } from '../../../config/paths.ts';
import { useCooperationUnread } from '../api/list-received-cooperation.ts';
import { useCooperationFilters } from '../hooks/use-cooperation-filters.ts';
import { COOPERATION_TABS, shownTab } from '../utils/cooperation-filters.ts';
import { ReceivedRequests, SentRequests } from './cooperation-lists.tsx';
import './cooperation.css';

interface CooperationCenterProps {
  area: WorkArea;
  /** Whether the chosen tenant may publish (it is approved), hence receive requests. */
  receives: boolean;
}

const ReceivedTabLabel = () => {
  const { data: unread } = useCooperationUnread({ enabled: true });
  return (
    <span className="cooperation-tab">
      收到的申请
      <MenuCountBadge count={unread ?? 0} title={`${unread} 条未读`} />
    </span>
  );
};

/**
 * 合作申请: 收到的申请 (for a tenant that may publish, with its unread count) and 我发出的申请, each filtered by state;
 * the tab, the state and the page live in the address, so the link in a notice (`?tab=sent`) opens the right list.
 * The tabs are links (list-tabs.tsx) and the frame a panel: antd's Tabs and Card would bring a menu and a dropdown
 * to the first screen (docs/decisions/034).
 */
export const CooperationCenter = ({ area, receives }: CooperationCenterProps) => {
  const { filters, update, hrefWith } = useCooperationFilters();
  const tab = shownTab(filters, receives);
  const tabs = [
    ...(receives
      ? [{ key: 'received', label: <ReceivedTabLabel />, href: hrefWith({ tab: 'received' }) }]
      : []),
    { key: 'sent', label: '我发出的申请', href: hrefWith({ tab: 'sent' }) },
  ];
  return (
    <Panel className="cooperation-center">
      <ListTabs
        aria-label="合作申请"
        activeKey={tab}
        tabs={tabs}
        onChange={(key) => update({ tab: COOPERATION_TABS.find((name) => name === key) ?? 'sent' })}
      >
        {tab === 'received' ? (
          <ReceivedRequests area={area} filters={filters} update={update} />
        ) : (
          <SentRequests area={area} filters={filters} update={update} />
        )}
      </ListTabs>
    </Panel>
  );
};
