import { MY_SERVICE_TAB_LABELS, MY_SERVICE_TABS, type MyServiceTab, type ShelfStatus } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Skeleton, Table, type TableColumnsType, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MyShelfState } from '../../lib/shelf-filters.ts';
import { CoverImage } from '../content/cover-image.tsx';
import { QueryBlock } from '../ui/query-block.tsx';
import { ShelfStatusTags } from './shelf-status-tags.tsx';
import './shelf.css';

export type MyShelfCounts = Partial<Record<MyServiceTab, number>>;

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) => (
  <span className="my-shelf__tab">
    {label}
    {count === undefined ? null : <span className="my-shelf__count">{count}</span>}
  </span>
);

/** The state tabs (全部, 草稿, 待审核, 已上架, 已驳回, 已下架), each with its count. */
const tabItems = (counts: MyShelfCounts | undefined) =>
  MY_SERVICE_TABS.map((tab) => ({
    key: tab,
    label: <TabLabel label={MY_SERVICE_TAB_LABELS[tab]} count={counts?.[tab]} />,
  }));

/** A row's item: cover, name (a link to the item's own page) and category. */
export const MyShelfItemCell = ({
  coverUrl,
  name,
  href,
  category,
}: {
  coverUrl: string | null;
  name: string;
  href: string;
  /** The category in words, or what to say when none was chosen yet. */
  category: string;
}) => (
  <div className="my-shelf-item">
    <CoverImage src={coverUrl} className="my-shelf-item__cover" />
    <div className="my-shelf-item__text">
      <Link className="my-shelf-item__name" to={href}>
        {name}
      </Link>
      <span className="my-shelf-item__category">{category}</span>
    </div>
  </div>
);

/** A row's two states, with the reason it came back (a rejection) and anything else to say about it. */
export const MyShelfStatusCell = ({
  status,
  rejectReason,
  children,
}: {
  status: ShelfStatus;
  rejectReason: string | null;
  children?: ReactNode;
}) => (
  <div className="my-shelf-item__status">
    <ShelfStatusTags status={status} />
    {status.audit === 'rejected' && rejectReason ? (
      <span className="my-shelf-item__reason">驳回原因：{rejectReason}</span>
    ) : null}
    {children}
  </div>
);

interface MyShelfListProps<Row extends { id: string }> {
  state: MyShelfState;
  onChange: (state: MyShelfState) => void;
  query: Pick<
    UseQueryResult<{ rows: Row[]; total: number; pageNum: number; pageSize: number; counts: MyShelfCounts }>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
  >;
  columns: TableColumnsType<Row>;
  /** What each tab says when it holds nothing: a sentence saying what to do. */
  emptyText: Record<MyServiceTab, string>;
  /** Offered on 全部 when there is nothing at all (发布产品, 发布服务). */
  emptyAction?: ReactNode;
  errorTitle: string;
  /** The table's least width before it scrolls sideways. */
  scrollX?: number;
  /** Names the table for screen readers. */
  label: string;
}

/**
 * What my tenant published, by state: tabs with counts, and a table of the chosen tab a page at a time; the tab and
 * page are the caller's (kept in the address).
 */
export const MyShelfList = <Row extends { id: string }>({
  state,
  onChange,
  query,
  columns,
  emptyText,
  emptyAction,
  errorTitle,
  scrollX = 860,
  label,
}: MyShelfListProps<Row>) => (
  <Card className="my-shelf">
    <Tabs
      className="my-shelf__tabs"
      activeKey={state.tab}
      items={tabItems(query.data?.counts)}
      onChange={(key) => onChange({ tab: MY_SERVICE_TABS.find((tab) => tab === key) ?? 'all', page: 1 })}
    />
    <QueryBlock
      query={query}
      skeleton={<Skeleton active paragraph={{ rows: 6 }} title={false} />}
      isEmpty={(page) => page.rows.length === 0}
      emptyText={emptyText[state.tab]}
      emptyAction={state.tab === 'all' ? emptyAction : null}
      errorTitle={errorTitle}
    >
      {(page) => (
        <Table<Row>
          className={query.isPlaceholderData ? 'my-shelf__table is-stale' : 'my-shelf__table'}
          aria-label={label}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.rows}
          loading={query.isPlaceholderData && query.isFetching}
          scroll={{ x: scrollX }}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: page.total,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 条`,
            onChange: (pageNum) => onChange({ tab: state.tab, page: pageNum }),
          }}
        />
      )}
    </QueryBlock>
  </Card>
);
