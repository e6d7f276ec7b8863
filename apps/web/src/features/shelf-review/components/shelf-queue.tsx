import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  SHELF_KIND_LABELS,
  SHELF_KINDS,
  SHELF_QUEUE_VIEW_LABELS,
  SHELF_QUEUE_VIEWS,
  type ShelfQueuePage,
  type ShelfQueueRow,
} from '@rrsp/contract';
import { Button, Card, Input, Select, Skeleton, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { ShelfStatusTags } from '../../../components/shelf/shelf-status-tags.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { WaitingText } from '../../../components/ui/waiting-text.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import type { QueueReturn } from '../../../lib/queue-return.ts';
import { useShelfQueue } from '../api/list-shelf-queue.ts';
import { useShelfQueueFilters } from '../hooks/use-shelf-queue-filters.ts';
import {
  OVERDUE_HOURS,
  OVERDUE_SECONDS,
  PAGE_SIZES,
  toShelfQueueQuery,
  WAITING_OPTIONS,
  type WaitingHours,
} from '../utils/queue-filters.ts';
import './shelf-review.css';

const WAITING_SELECT_OPTIONS = WAITING_OPTIONS.map((option) => ({
  value: option.hours,
  label: option.label,
}));

/** One labelled filter: the visible label names the control for screen readers too. */
const Filter = ({ label, children }: { label: string; children: (labelId: string) => ReactNode }) => {
  const id = useId();
  return (
    <div className="shelf-queue-filter">
      <span id={id} className="shelf-queue-filter__label">
        {label}
      </span>
      {children(id)}
    </div>
  );
};

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) => (
  <span className="shelf-queue-tab">
    {label}
    {count === undefined ? null : <span className="shelf-queue-tab__count">{count}</span>}
  </span>
);

const viewItems = (counts: ShelfQueuePage['counts'] | undefined) =>
  SHELF_QUEUE_VIEWS.map((view) => ({
    key: view,
    label: <TabLabel label={SHELF_QUEUE_VIEW_LABELS[view]} count={counts?.[view]} />,
  }));

const columnsOf = (queueReturn: QueueReturn, noun: string): TableColumnsType<ShelfQueueRow> => {
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
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      width: 140,
      render: (value: string | null) => (value ? formatDateTime(value) : '—'),
    },
    {
      title: '等待时长',
      dataIndex: 'waitingSeconds',
      width: 124,
      render: (seconds: number | null) => <WaitingText seconds={seconds} overdueSeconds={OVERDUE_SECONDS} />,
    },
    {
      title: '操作',
      key: 'action',
      width: 72,
      fixed: 'end',
      render: (_, row) =>
        reviewLink(
          row,
          <span className={row.audit === 'pending' ? 'shelf-queue-action is-review' : 'shelf-queue-action'}>
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
  const { filters, update, reset } = useShelfQueueFilters();
  const query = useShelfQueue(toShelfQueueQuery(filters));
  const location = useLocation();
  const queueReturn: QueueReturn = { queueSearch: location.search };
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  useEffect(() => setKeyword(filters.keyword ?? ''), [filters.keyword]);
  const page = query.data;
  const noun = SHELF_KIND_LABELS[filters.kind];
  const filtered = Boolean(filters.keyword || filters.waitingHours);
  const overdueActive = filters.view === 'pending' && filters.waitingHours === OVERDUE_HOURS;

  return (
    <Card className="shelf-queue">
      <Tabs
        className="shelf-queue__kinds"
        type="card"
        activeKey={filters.kind}
        onChange={(key) => update({ kind: SHELF_KINDS.find((kind) => kind === key) ?? 'service' })}
        items={SHELF_KINDS.map((kind) => ({ key: kind, label: `${SHELF_KIND_LABELS[kind]}审核` }))}
      />
      <div className="shelf-queue-filters">
        <Filter label="关键词">
          {(id) => (
            <Input.Search
              aria-labelledby={id}
              className="shelf-queue-filter__keyword"
              placeholder={`${noun}名称或发布主体`}
              allowClear
              maxLength={KEYWORD_MAX_LENGTH}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              onSearch={(value) => update({ keyword: value.trim() })}
              enterButton="查询"
            />
          )}
        </Filter>
        <Filter label="等待时长">
          {(id) => (
            <Select<WaitingHours>
              aria-labelledby={id}
              className="shelf-queue-filter__select"
              placeholder={filters.view === 'pending' ? '不限' : '仅待审核可选'}
              allowClear
              disabled={filters.view !== 'pending'}
              value={filters.waitingHours}
              options={WAITING_SELECT_OPTIONS}
              onChange={(waitingHours) => update({ waitingHours })}
            />
          )}
        </Filter>
        <Button onClick={reset} disabled={!filtered && filters.view === 'pending'}>
          重置
        </Button>
      </div>
      <Tabs
        className="shelf-queue__views"
        activeKey={filters.view}
        items={viewItems(page?.counts)}
        onChange={(key) => update({ view: SHELF_QUEUE_VIEWS.find((view) => view === key) ?? 'pending' })}
        tabBarExtraContent={
          page && page.overdue > 0 ? (
            <Button
              className="shelf-queue__overdue"
              type={overdueActive ? 'primary' : 'default'}
              danger
              icon={<ExclamationCircleOutlined />}
              aria-pressed={overdueActive}
              onClick={() =>
                overdueActive
                  ? update({ waitingHours: undefined })
                  : update({ view: 'pending', waitingHours: OVERDUE_HOURS })
              }
            >
              等待超过 {OVERDUE_HOURS / 24} 天 {page.overdue} 项
            </Button>
          ) : null
        }
      />
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 8 }} title={false} />}
        isEmpty={(data) => data.rows.length === 0}
        emptyText={
          filtered
            ? `没有符合条件的${noun}，可调整或清除筛选条件后再查看。`
            : filters.view === 'pending'
              ? `暂时没有等待审核的${noun}。发布方提交审核后，会在这里按等待时长排列。`
              : `暂时没有${SHELF_QUEUE_VIEW_LABELS[filters.view]}的${noun}。`
        }
        emptyAction={filtered ? <Button onClick={reset}>清除筛选</Button> : null}
        errorTitle="审核队列加载失败"
      >
        {(data) => (
          <Table<ShelfQueueRow>
            className={query.isPlaceholderData ? 'shelf-queue__table is-stale' : 'shelf-queue__table'}
            rowKey="id"
            size="middle"
            columns={columnsOf(queueReturn, noun)}
            dataSource={data.rows}
            loading={query.isPlaceholderData && query.isFetching}
            scroll={{ x: 1040 }}
            pagination={{
              current: data.pageNum,
              pageSize: data.pageSize,
              total: data.total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.map(String),
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pageNum, pageSize) => update({ page: pageNum, pageSize }),
            }}
          />
        )}
      </QueryBlock>
    </Card>
  );
};
