import { Badge, Card, Tabs } from 'antd';
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
      {unread ? (
        <Badge
          className="cooperation-tab__badge"
          color="#9A6A00"
          count={unread}
          overflowCount={99}
          title={`${unread} 条未读`}
        />
      ) : null}
    </span>
  );
};

/**
 * 合作申请: 收到的申请 (for a tenant that may publish, with its unread count) and 我发出的申请, each filtered by state;
 * the tab, the state and the page live in the address, so the link in a notice (`?tab=sent`) opens the right list.
 */
export const CooperationCenter = ({ area, receives }: CooperationCenterProps) => {
  const { filters, update } = useCooperationFilters();
  const tab = shownTab(filters, receives);
  const items = [
    ...(receives
      ? [
          {
            key: 'received',
            label: <ReceivedTabLabel />,
            children:
              tab === 'received' ? <ReceivedRequests area={area} filters={filters} update={update} /> : null,
          },
        ]
      : []),
    {
      key: 'sent',
      label: '我发出的申请',
      children: tab === 'sent' ? <SentRequests area={area} filters={filters} update={update} /> : null,
    },
  ];
  return (
    <Card className="cooperation-center">
      <Tabs
        activeKey={tab}
        items={items}
        onChange={(key) => update({ tab: COOPERATION_TABS.find((name) => name === key) ?? 'sent' })}
      />
    </Card>
  );
};
