import { Card, Tabs } from 'antd';
import { useMessageFilters } from '../hooks/use-message-filters.ts';
import type { MessageArea } from '../utils/message-area.ts';
import { MESSAGE_TABS } from '../utils/message-filters.ts';
import { kindsFor, type MessageAudience } from '../utils/message-kinds.ts';
import { MessageList } from './message-list.tsx';
import { MessagePreferences } from './message-preferences.tsx';
import './messages.css';

/**
 * 消息中心: 全部消息 and 接收设置; the tab, the filters and the page live in the address, so `?tab=preferences` opens the
 * settings. Only the kinds that can reach the user are offered, as filters and as settings.
 */
export const MessageCentre = ({ area, audience }: { area: MessageArea; audience: MessageAudience }) => {
  const { filters, update } = useMessageFilters();
  const kinds = kindsFor(audience);
  return (
    <Card className="message-centre">
      <Tabs
        activeKey={filters.tab}
        onChange={(key) => update({ tab: MESSAGE_TABS.find((tab) => tab === key) ?? 'list' })}
        items={[
          {
            key: 'list',
            label: '全部消息',
            children:
              filters.tab === 'list' ? <MessageList kinds={kinds} filters={filters} update={update} /> : null,
          },
          {
            key: 'preferences',
            label: '接收设置',
            children: filters.tab === 'preferences' ? <MessagePreferences area={area} kinds={kinds} /> : null,
          },
        ]}
      />
    </Card>
  );
};
