import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { QUEUE_PAGE_SIZES } from '../../lib/queue-page.ts';
import { QueryBlock } from '../ui/query-block.tsx';
import './review-queue.css';

export interface QueuePageData<Row> {
  rows: Row[];
  pageNum: number;
  pageSize: number;
  total: number;
}

interface QueueTableProps<Row, P extends QueuePageData<Row>> {
  /** The queue's page as its query holds it; the previous page stays on screen, dimmed, while the next loads. */
  query: Pick<
    UseQueryResult<P>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
  >;
  columns: TableColumnsType<Row>;
  rowKey: keyof Row & string;
  /** The table's least width before it scrolls sideways. */
  scrollX: number;
  rowClassName?: (row: Row) => string;
  /** Attributes of a row's element (a `data-testid` the browser specs find it by). */
  onRow?: (row: Row) => HTMLAttributes<HTMLElement>;
  /** What an empty page says, and offers (清除筛选 when filters hide everything). */
  emptyText: string;
  emptyAction?: ReactNode;
  errorTitle: string;
  onPage: (page: number, pageSize: number) => void;
}

/** An operator's queue as a table, a page at a time, with the queue's skeleton, empty and error states. */
export const QueueTable = <Row extends object, P extends QueuePageData<Row>>({
  query,
  columns,
  rowKey,
  scrollX,
  rowClassName,
  onRow,
  emptyText,
  emptyAction = null,
  errorTitle,
  onPage,
}: QueueTableProps<Row, P>) => (
  <QueryBlock
    query={query}
    skeleton={<Skeleton active paragraph={{ rows: 8 }} title={false} />}
    isEmpty={(page) => page.rows.length === 0}
    emptyText={emptyText}
    emptyAction={emptyAction}
    errorTitle={errorTitle}
  >
    {(page) => (
      <Table<Row>
        className={query.isPlaceholderData ? 'queue-table is-stale' : 'queue-table'}
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={page.rows}
        loading={query.isPlaceholderData && query.isFetching}
        scroll={{ x: scrollX }}
        rowClassName={rowClassName}
        onRow={onRow}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: page.total,
          showSizeChanger: true,
          pageSizeOptions: QUEUE_PAGE_SIZES.map(String),
          showTotal: (total) => `共 ${total} 条`,
          onChange: onPage,
        }}
      />
    )}
  </QueryBlock>
);
