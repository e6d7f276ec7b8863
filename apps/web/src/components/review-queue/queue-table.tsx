import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QUEUE_PAGE_SIZES } from '../../lib/queue-page.ts';
import { DataTable, type DataTableColumn, type DataTableRowProps } from '../content/data-table.tsx';
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
  /** Names the table for screen readers (入驻申请, 举报). */
  label: string;
  columns: DataTableColumn<Row>[];
  rowKey: keyof Row & string;
  /** The table's least width before it scrolls sideways. */
  scrollX: number;
  rowClassName?: (row: Row) => string;
  /** Attributes of a row's element (a `data-testid` the browser specs find it by). */
  rowProps?: (row: Row) => DataTableRowProps;
  /** What an empty page says, and offers (清除筛选 when filters hide everything). */
  emptyText: string;
  emptyAction?: ReactNode;
  errorTitle: string;
  onPage: (page: number, pageSize: number) => void;
}

/** An operator's queue as a table, a page at a time, with the queue's skeleton, empty and error states. */
export const QueueTable = <Row extends object, P extends QueuePageData<Row>>({
  query,
  label,
  columns,
  rowKey,
  scrollX,
  rowClassName,
  rowProps,
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
      <DataTable<Row>
        className="queue-table"
        aria-label={label}
        rowKey={rowKey}
        columns={columns}
        rows={page.rows}
        stale={query.isPlaceholderData}
        loading={query.isPlaceholderData && query.isFetching}
        minWidth={scrollX}
        rowClassName={rowClassName}
        rowProps={rowProps}
        paging={{
          page: page.pageNum,
          pageSize: page.pageSize,
          total: page.total,
          pageSizes: QUEUE_PAGE_SIZES,
          onChange: onPage,
        }}
      />
    )}
  </QueryBlock>
);
