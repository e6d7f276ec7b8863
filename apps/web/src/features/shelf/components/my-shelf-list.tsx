import { PlusOutlined } from '@ant-design/icons';
import { MY_SERVICE_TAB_LABELS, MY_SERVICE_TABS, type MyServiceTab, type ShelfStatus } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CoverImage } from '../../../components/content/cover-image.tsx';
import { DataTable, type DataTableColumn } from '../../../components/content/data-table.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { ShelfStatusTags } from '../../../components/shelf-status/shelf-status-tags.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type MyShelfState, parseMyShelf, serialiseMyShelf } from '../utils/shelf-filters.ts';
import './shelf.css';

/** My items a page. */
const MY_SHELF_PAGE_SIZE = 10;

export type MyShelfCounts = Partial<Record<MyServiceTab, number>>;

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) => (
  <span className="my-shelf__tab">
    {label}
    {count === undefined ? null : <span className="my-shelf__count">{count}</span>}
  </span>
);

/** The state tabs (全部, 草稿, 待审核, 已上架, 已驳回, 已下架), each with its count and the address of its list. */
const tabItems = (counts: MyShelfCounts | undefined, keep: URLSearchParams | undefined) =>
  MY_SERVICE_TABS.map((tab) => {
    const search = serialiseMyShelf({ tab, page: 1 }, keep).toString();
    return {
      key: tab,
      label: <TabLabel label={MY_SERVICE_TAB_LABELS[tab]} count={counts?.[tab]} />,
      href: search ? `?${search}` : '?',
    };
  });

/** A row of my items: what both kinds' lists show. */
export interface MyShelfRow extends ShelfStatus {
  id: string;
  name: string;
  coverUrl: string | null;
  updatedAt: string;
  rejectReason: string | null;
}

/** A row's item: cover, name (a link to the item's own page) and category. */
const ItemCell = ({ row, href, category }: { row: MyShelfRow; href: string; category: string }) => (
  <div className="my-shelf-item">
    <CoverImage src={row.coverUrl} className="my-shelf-item__cover" />
    <div className="my-shelf-item__text">
      <Link className="my-shelf-item__name" to={href}>
        {row.name}
      </Link>
      <span className="my-shelf-item__category">{category}</span>
    </div>
  </div>
);

/** A row's two states, with the reason it came back (a rejection) and anything else to say about it. */
const StatusCell = ({ row, children }: { row: MyShelfRow; children?: ReactNode }) => (
  <div className="my-shelf-item__status">
    <ShelfStatusTags status={row} />
    {row.audit === 'rejected' && row.rejectReason ? (
      <span className="my-shelf-item__reason">驳回原因：{row.rejectReason}</span>
    ) : null}
    {children}
  </div>
);

/** What a kind's list says of its rows (its own pages, words and buttons). */
export interface MyShelfColumns<Row extends MyShelfRow> {
  /** 产品, 服务: the item column's heading. */
  noun: string;
  /** The page the owner manages the item on: its name leads there. */
  manageHref: (row: Row) => string;
  /** The category in words; none chosen yet is said as such. */
  categoryOf: (row: Row) => string | null;
  /** Anything else to say beside the states (the reason of an off-shelf). */
  statusExtra?: (row: Row) => ReactNode;
  /** 查看: the item's page and how a screen reader names the link; none when there is nothing to see. */
  view: (row: Row) => { href: string; label: string } | null;
  /** The buttons the row's state allows. */
  actions: (row: Row) => ReactNode;
  actionsWidth: number;
}

const columnsOf = <Row extends MyShelfRow>(list: MyShelfColumns<Row>): DataTableColumn<Row>[] => [
  {
    title: list.noun,
    key: 'item',
    render: (_, row) => (
      <ItemCell row={row} href={list.manageHref(row)} category={list.categoryOf(row) ?? '未选择类别'} />
    ),
  },
  {
    title: '状态',
    key: 'status',
    width: 260,
    render: (_, row) => <StatusCell row={row}>{list.statusExtra?.(row)}</StatusCell>,
  },
  {
    title: '更新时间',
    dataIndex: 'updatedAt',
    width: 150,
    render: (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>,
  },
  {
    title: '操作',
    key: 'actions',
    width: list.actionsWidth,
    render: (_, row) => {
      const view = list.view(row);
      return (
        <span className="my-shelf-item__actions">
          {view ? (
            <Link to={view.href} aria-label={view.label}>
              查看
            </Link>
          ) : null}
          {list.actions(row)}
        </span>
      );
    },
  },
];

interface MyShelfListProps<Row extends MyShelfRow> {
  /** The kind's hook for a page of my items of a tab (a module's function, so the same on every render). */
  useItems: (query: {
    tab: MyServiceTab;
    pageNum: number;
    pageSize: number;
  }) => Pick<
    UseQueryResult<{ rows: Row[]; total: number; pageNum: number; pageSize: number; counts: MyShelfCounts }>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
  >;
  columns: MyShelfColumns<Row>;
  /** What each tab says when it holds nothing: a sentence saying what to do. */
  emptyText: Record<MyServiceTab, string>;
  /** Offered on 全部 when there is nothing at all: 发布产品, 发布服务 and its form. */
  publish: { text: string; href: string };
  /** The table's least width before it scrolls sideways. */
  scrollX?: number;
  /** Names the table for screen readers, and the list in its error (我的产品加载失败). */
  label: string;
  /** Parameters of the page around the list, kept when the tab or the page changes (`view=mine`). */
  keep?: URLSearchParams;
}

/**
 * What my tenant published, by state: tabs with counts, and a table of the chosen tab a page at a time; the tab and
 * page live in the address.
 */
export const MyShelfList = <Row extends MyShelfRow>({
  useItems,
  columns,
  emptyText,
  publish,
  scrollX = 860,
  label,
  keep,
}: MyShelfListProps<Row>) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseMyShelf(searchParams), [searchParams]);
  const query = useItems({ tab: state.tab, pageNum: state.page, pageSize: MY_SHELF_PAGE_SIZE });
  const tableColumns = useMemo(() => columnsOf(columns), [columns]);
  const onChange = (next: MyShelfState) => setSearchParams(serialiseMyShelf(next, keep));
  return (
    <Panel className="my-shelf">
      <ListTabs
        className="my-shelf__tabs"
        aria-label={`${label}状态`}
        activeKey={state.tab}
        tabs={tabItems(query.data?.counts, keep)}
        onChange={(key) => onChange({ tab: MY_SERVICE_TABS.find((tab) => tab === key) ?? 'all', page: 1 })}
      />
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} title={false} />}
        isEmpty={(page) => page.rows.length === 0}
        emptyText={emptyText[state.tab]}
        emptyAction={
          state.tab === 'all' ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(publish.href)}>
              {publish.text}
            </Button>
          ) : null
        }
        errorTitle={`${label}加载失败`}
      >
        {(page) => (
          <DataTable<Row>
            className="my-shelf__table"
            aria-label={label}
            rowKey="id"
            columns={tableColumns}
            rows={page.rows}
            stale={query.isPlaceholderData}
            loading={query.isPlaceholderData && query.isFetching}
            minWidth={scrollX}
            paging={{
              page: page.pageNum,
              pageSize: page.pageSize,
              total: page.total,
              onChange: (pageNum) => onChange({ tab: state.tab, page: pageNum }),
            }}
          />
        )}
      </QueryBlock>
    </Panel>
  );
};
