import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ListTabs } from '../content/list-tabs.tsx';
import './review-queue.css';

export interface QueueTab {
  key: string;
  label: string;
  /** Unknown until the queue's counts arrive. */
  count: number | undefined;
  /** The queue under this tab, when the tab lives in the address: the tab is then a link. */
  href?: string;
}

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) => (
  <span className="queue-tab">
    {label}
    {count === undefined ? null : <span className="queue-tab__count">{count}</span>}
  </span>
);

/** 等待超过 N 天: the way to what waits too long, beside the tabs while anything does. */
export interface OverdueToggle {
  /** How many wait too long; unknown until the counts arrive. */
  count: number | undefined;
  /** Whether the queue shows only those now. */
  active: boolean;
  onToggle: () => void;
  label: (count: number) => string;
}

interface QueueTabsProps {
  tabs: readonly QueueTab[];
  activeKey: string;
  onChange: (key: string) => void;
  overdue?: OverdueToggle;
  className?: string;
  'aria-label'?: string;
}

/**
 * A queue's states as tabs (list-tabs.tsx, not antd's Tabs: docs/decisions/034), each with its count; beside them,
 * pressed, only what waits too long. The toggle sits beside the tab bar, not inside the `tablist`, where only tabs
 * may be.
 */
export const QueueTabs = ({
  tabs,
  activeKey,
  onChange,
  overdue,
  className,
  'aria-label': label = '审核状态',
}: QueueTabsProps) => (
  <div className="queue-tabs-bar">
    <ListTabs
      className={className}
      aria-label={label}
      activeKey={activeKey}
      tabs={tabs.map((tab) => ({
        key: tab.key,
        label: <TabLabel label={tab.label} count={tab.count} />,
        href: tab.href,
      }))}
      onChange={onChange}
    />
    {overdue?.count ? (
      <Button
        className="queue-overdue"
        type={overdue.active ? 'primary' : 'default'}
        danger
        icon={<ExclamationCircleOutlined />}
        aria-pressed={overdue.active}
        onClick={overdue.onToggle}
      >
        {overdue.label(overdue.count)}
      </Button>
    ) : null}
  </div>
);
