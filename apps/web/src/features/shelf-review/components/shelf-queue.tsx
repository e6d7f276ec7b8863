import {
  SHELF_KIND_LABELS,
  SHELF_KINDS,
  SHELF_QUEUE_VIEW_LABELS,
  SHELF_QUEUE_VIEWS,
  type ShelfQueuePage,
  type ShelfQueueRow,
  type ShelfQueueView,
} from '@rrsp/contract';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import type { DataTableColumn } from '../../../components/content/data-table.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { momentColumn, waitingColumn } from '../../../components/review-queue/queue-columns.tsx';
import {
  QueueFilterBar,
  QueueKeywordFilter,
  QueueWaitingFilter,
} from '../../../components/review-queue/queue-filters.tsx';
import { QueueTable } from '../../../components/review-queue/queue-table.tsx';
import { QueueTabs } from '../../../components/review-queue/queue-tabs.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { paths } from '../../../config/paths.ts';
import type { QueueReturn } from '../../../lib/queue-return.ts';
import { useShelfQueue } from '../api/list-shelf-queue.ts';
import { useShelfQueueFilters } from '../hooks/use-shelf-queue-filters.ts';
import {
  OVERDUE_HOURS,
  OVERDUE_SECONDS,
  toShelfQueueQuery,
  WAITING_OPTIONS,
} from '../utils/queue-filters.ts';
import './shelf-review.css';

const viewTabsOf = (counts: ShelfQueuePage['counts'] | undefined, hrefOf: (view: ShelfQueueView) => string) =>
  SHELF_QUEUE_VIEWS.map((view) => ({
    key: view,
    label: SHELF_QUEUE_VIEW_LABELS[view],
    count: counts?.[view],
    href: hrefOf(view),
  }));

const columnsOf = (queueReturn: QueueReturn, noun: string): DataTableColumn<ShelfQueueRow>[] => {
  const reviewLink = (row: ShelfQueueRow, text: ReactNode, label?: string) => (
    <Link to={paths.admin.shelfReview.getHref(row.id)} state={queueReturn} aria-label={label}>
      {text}
    </Link>
  );
  return [
    {
      title: `${noun}名称`,
      key: 'name',
      render: (_, row) => (
        <div className="shelf-queue-item">
          <CoverImage src={row.coverUrl} className="shelf-queue-item__cover" />
          <div className="shelf-queue-item__text">
            <span className="shelf-queue-item__name">{reviewLink(row, row.name)}</span>
            {row.categoryLabel ? (
              <span className="shelf-queue-item__category">{row.categoryLabel}</span>
            ) : null}
          </div>
        </div>
      ),
    },
    { title: '发布主体', dataIndex: 'tenantName', width: 200 },
    {
      title: '送审类型',
      dataIndex: 'isEdit',
      width: 104,
      render: (isEdit: boolean) =>
        isEdit ? (
          <Tag className="shelf-queue-edit">修改</Tag>
        ) : (
          <Tag className="shelf-queue-first">首次发布</Tag>
        ),
    },
    {
      title: '状态',
      key: 'status',
      width: 148,
      render: (_, row) => <ShelfStatusTags status={row} />,
    },
    momentColumn('提交时间', 'submittedAt', 140),
    waitingColumn(OVERDUE_SECONDS),
    {
      title: '操作',
      key: 'action',
      width: 72,
      fixed: 'end',
      render: (_, row) =>
        reviewLink(
          row,
          <span className={row.audit === 'pending' ? 'queue-action is-review' : 'queue-action'}>
            {row.audit === 'pending' ? '审核' : '查看'}
          </span>,
          `${row.audit === 'pending' ? '审核' : '查看'}「${row.name}」`,
        ),
    },
  ];
};

/**
 * 产品服务审核: the queue of services or products (a tab each, kind in the address), by view (tabs with counts), the
 * longest waits first; filtered by waiting time and keyword. Every filter and the page live in the address.
 */
export const ShelfQueue = () => {
  const { filters, update, reset, hrefWith } = useShelfQueueFilters();
  const query = useShelfQueue(toShelfQueueQuery(filters));
  const location = useLocation();
  const queueReturn: QueueReturn = { queueSearch: location.search };
  const page = query.data;
  const noun = SHELF_KIND_LABELS[filters.kind];
  const filtered = Boolean(filters.keyword || filters.waitingHours);
  const overdueActive = filters.view === 'pending' && filters.waitingHours === OVERDUE_HOURS;
  const toggleOverdue = () =>
    update(overdueActive ? { waitingHours: undefined } : { view: 'pending', waitingHours: OVERDUE_HOURS });

  return (
    <Panel className="shelf-queue">
      <ListTabs
        className="shelf-queue__kinds"
        variant="card"
        aria-label="审核类别"
        activeKey={filters.kind}
        onChange={(key) => update({ kind: SHELF_KINDS.find((kind) => kind === key) ?? 'service' })}
        tabs={SHELF_KINDS.map((kind) => ({
          key: kind,
          label: `${SHELF_KIND_LABELS[kind]}审核`,
          href: hrefWith({ kind }),
        }))}
      />
      <QueueFilterBar canReset={filtered || filters.view !== 'pending'} onReset={reset}>
        <QueueKeywordFilter
          keyword={filters.keyword}
          placeholder={`${noun}名称或发布主体`}
          onSearch={(keyword) => update({ keyword })}
        />
        <QueueWaitingFilter
          className="shelf-queue__waiting"
          placeholder={filters.view === 'pending' ? '不限' : '仅待审核可选'}
          disabled={filters.view !== 'pending'}
          value={filters.waitingHours}
          options={WAITING_OPTIONS}
          onChange={(waitingHours) => update({ waitingHours })}
        />
      </QueueFilterBar>
      <QueueTabs
        className="queue-tabs"
        activeKey={filters.view}
        tabs={viewTabsOf(page?.counts, (view) => hrefWith({ view }))}
        onChange={(key) => update({ view: SHELF_QUEUE_VIEWS.find((view) => view === key) ?? 'pending' })}
        overdue={{
          count: page?.overdue,
          active: overdueActive,
          onToggle: toggleOverdue,
          label: (count) => `等待超过 ${OVERDUE_HOURS / 24} 天 ${count} 项`,
        }}
      />
      <QueueTable<ShelfQueueRow, ShelfQueuePage>
        label={`${noun}审核队列`}
        query={query}
        columns={columnsOf(queueReturn, noun)}
        rowKey="id"
        scrollX={1040}
        emptyText={
          filtered
            ? `没有符合条件的${noun}，可调整或清除筛选条件后再查看。`
            : filters.view === 'pending'
              ? `暂时没有等待审核的${noun}。发布方提交审核后，会在这里按等待时长排列。`
              : `暂时没有${SHELF_QUEUE_VIEW_LABELS[filters.view]}的${noun}。`
        }
        emptyAction={filtered ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="审核队列加载失败"
        onPage={(pageNum, pageSize) => update({ page: pageNum, pageSize })}
      />
    </Panel>
  );
};
