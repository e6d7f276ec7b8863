import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useMessageFilters } from '../hooks/use-message-filters.ts';
import type { MessageArea } from '../utils/message-area.ts';
import { MESSAGE_TABS } from '../utils/message-filters.ts';
import { kindsFor, type MessageAudience } from '../utils/message-kinds.ts';
import { MessageList } from './message-list.tsx';
import './messages.css';

/** 接收设置 (a table of switches and its form) loads when its tab is opened, not with the list (docs/decisions/034). */
const MessagePreferences = lazyPart(
  async () => (await import('./message-preferences.tsx')).MessagePreferences,
);

/**
 * 消息中心: 全部消息 and 接收设置; the tab, the filters and the page live in the address, so `?tab=preferences` opens the
 * settings. Only the kinds that can reach the user are offered, as filters and as settings. The tabs are links
 * (list-tabs.tsx) and the frame a panel: antd's Tabs and Card would bring a menu and a dropdown to the first screen.
 */
export const MessageCentre = ({ area, audience }: { area: MessageArea; audience: MessageAudience }) => {
  const { filters, update, hrefWith } = useMessageFilters();
  const kinds = kindsFor(audience);
  return (
    <Panel className="message-centre">
      <ListTabs
        aria-label="消息中心"
        activeKey={filters.tab}
        onChange={(key) => update({ tab: MESSAGE_TABS.find((tab) => tab === key) ?? 'list' })}
        tabs={[
          { key: 'list', label: '全部消息', href: hrefWith({ tab: 'list' }) },
          { key: 'preferences', label: '接收设置', href: hrefWith({ tab: 'preferences' }) },
        ]}
      >
        {filters.tab === 'list' ? (
          <MessageList kinds={kinds} filters={filters} update={update} />
        ) : (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} title={false} />}>
            <MessagePreferences area={area} kinds={kinds} />
          </Suspense>
        )}
      </ListTabs>
    </Panel>
  );
};
