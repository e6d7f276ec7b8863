import {
  type SettlementQueueRow,
  TENANT_TYPE_LABELS,
  type TenantRole,
  WAITING_STATUSES,
} from '@rrsp/contract';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { momentColumn, waitingColumn } from '../../../components/review-queue/queue-columns.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { QueueTabs } from '../../../components/review-queue/queue-tabs.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import { ROLE_NAME } from '../../../lib/access.ts';
import type { QueueReturn } from '../../../lib/queue-return.ts';
import {
  type SettlementCounts,
  type SettlementQueuePage,
  useSettlementQueue,
} from '../api/list-settlement-queue.ts';
import { useQueueFilters } from '../hooks/use-queue-filters.ts';
import { OVERDUE_HOURS, QUEUE_STATUSES, type QueueStatus, toQueueQuery } from '../utils/queue-filters.ts';
import { QueueFilterBar } from './queue-filter-bar.tsx';
import { SettlementStatusTag } from './status-tag.tsx';

const ALL = 'all';

const TAB_LABELS: Record<QueueStatus, string> = {
  submitted: '待审核',
  resubmitted: '重新提交待审核',
  approved: '已通过',
  rejected: '已驳回',
};

const isWaiting = (status: SettlementQueueRow['status']) =>
  (WAITING_STATUSES as readonly string[]).includes(status);

const tabsOf = (counts: SettlementCounts | undefined) => [
  {
    key: ALL,
    label: '全部',
    count: counts ? QUEUE_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined,
  },
  ...QUEUE_STATUSES.map((status) => ({ key: status, label: TAB_LABELS[status], count: counts?.[status] })),
];

const columnsOf = (queueReturn: QueueReturn): DataTableColumn<SettlementQueueRow>[] => {
  const reviewLink = (row: SettlementQueueRow, text: ReactNode) => (
    <Link to={paths.admin.settlementReview.getHref(row.applicationId)} state={queueReturn}>
      {text}
    </Link>
  );
  return [
    {
      title: '主体名称 / 统一社会信用代码',
      key: 'name',
      render: (_, row) => (
        <div className="queue-entity">
          <span className="queue-entity__name">{reviewLink(row, row.name)}</span>
          <span className="queue-entity__code">{row.creditCode}</span>
        </div>
      ),
    },
    {
      title: '主体类型',
      dataIndex: 'type',
      width: 124,
      render: (type: SettlementQueueRow['type']) => TENANT_TYPE_LABELS[type],
    },
    { title: '所在地区', dataIndex: 'regionName', width: 150 },
    {
      title: '入驻角色',
      dataIndex: 'roles',
      width: 96,
      render: (roles: TenantRole[]) => (
        <span className="queue-roles">
          {roles.map((role) => (
            <Tag key={role} className="queue-role">
              {ROLE_NAME[role]}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 120,
      render: (_, row) => (
        <div className="queue-status">
          <SettlementStatusTag status={row.status} />
          <span className="queue-status__round">第 {row.round} 次提交</span>
        </div>
      ),
    },
    { title: '申请人', dataIndex: 'applicantName', width: 112 },
    momentColumn('提交时间', 'submittedAt', 132),
    waitingColumn(),
    {
      title: '操作',
      key: 'action',
      width: 64,
      fixed: 'end',
      render: (_, row) =>
        reviewLink(
          row,
          <span className={isWaiting(row.status) ? 'queue-action is-review' : 'queue-action'}>
            {isWaiting(row.status) ? '审核' : '查看'}
          </span>,
        ),
    },
  ];
};

/**
 * 入驻审核: the applications by state (tabs with counts), filtered by type, region, waiting time and keyword, the
 * longest waits first; every filter and the page live in the address.
 */
export const SettlementQueue = () => {
  const { filters, update, reset, hrefWith } = useQueueFilters();
  const query = useSettlementQueue(toQueueQuery(filters));
  const location = useLocation();
  const queueReturn: QueueReturn = { queueSearch: location.search };
  const counts = query.data?.counts;
  const overdueActive = filters.waitingHours === OVERDUE_HOURS && !filters.status;
  const filtered = Boolean(
    filters.status || filters.type || filters.region || filters.waitingHours || filters.keyword,
  );
  const toggleOverdue = () =>
    update(overdueActive ? { waitingHours: undefined } : { status: undefined, waitingHours: OVERDUE_HOURS });

  return (
    <Panel className="settlement-queue">
      <QueueFilterBar filters={filters} onChange={update} onReset={reset} />
      <QueueTabs
        className="queue-tabs"
        activeKey={filters.status ?? ALL}
        tabs={tabsOf(counts).map((tab) => ({
          ...tab,
          href: hrefWith({ status: QUEUE_STATUSES.find((status) => status === tab.key) }),
        }))}
        onChange={(key) => update({ status: key === ALL ? undefined : (key as QueueStatus) })}
        overdue={{
          count: counts?.overdue,
          active: overdueActive,
          onToggle: toggleOverdue,
          label: (count) => `等待超过 3 天 ${count} 份`,
        }}
      />
      <QueueTable<SettlementQueueRow, SettlementQueuePage>
        label="入驻审核队列"
        query={query}
        columns={columnsOf(queueReturn)}
        rowKey="applicationId"
        scrollX={1100}
        rowClassName={(row) => (isWaiting(row.status) ? '' : 'queue-row--decided')}
        emptyText={
          filtered
            ? '没有符合条件的入驻申请，可调整或清除筛选条件后再查看。'
            : '暂时没有入驻申请。主体提交入驻申请后，会在这里按等待时长排列。'
        }
        emptyAction={filtered ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="审核队列加载失败"
        onPage={(page, pageSize) => update({ page, pageSize })}
      />
    </Panel>
  );
};
