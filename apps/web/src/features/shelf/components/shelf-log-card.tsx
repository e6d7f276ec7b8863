import type { ShelfLogEntry } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { ShelfLog } from '../../../components/shelf-status/shelf-log.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import './shelf.css';

export const SHELF_LOG_PAGE_SIZE = 20;

export interface ShelfLogQuery {
  id: string;
  pageNum: number;
  pageSize: number;
}

interface ShelfLogCardProps {
  id: string;
  /** The kind's hook for one page of an item's log (a module's function, so the same on every render). */
  useLog: (
    query: ShelfLogQuery,
  ) => Pick<
    UseQueryResult<{ rows: ShelfLogEntry[]; total: number; pageNum: number }>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
  >;
  /** The words for a field name of this kind of item (产品名称 for `name`). */
  fieldLabel: (field: string) => string | undefined;
}

/**
 * 处理记录 of one of my products or services: every save, submission, decision and off-shelf, newest first, a page
 * at a time.
 */
export const ShelfLogCard = ({ id, useLog, fieldLabel }: ShelfLogCardProps) => {
  const [page, setPage] = useState(1);
  const query = useLog({ id, pageNum: page, pageSize: SHELF_LOG_PAGE_SIZE });
  return (
    <Card className="workbench-card" title="处理记录">
      <QueryBlock
        query={query}
        skeleton={<Skeleton active paragraph={{ rows: 4 }} title={false} />}
        emptyText="暂无处理记录"
        errorTitle="处理记录加载失败"
      >
        {(data) => (
          <div className={query.isPlaceholderData ? 'list-results is-stale' : 'list-results'}>
            <ShelfLog entries={data.rows} fieldLabel={fieldLabel} />
            {data.total > SHELF_LOG_PAGE_SIZE ? (
              <Pagination
                className="shelf-log__pager"
                size="small"
                current={data.pageNum}
                pageSize={SHELF_LOG_PAGE_SIZE}
                total={data.total}
                showSizeChanger={false}
                showTotal={(total) => `共 ${total} 条`}
                onChange={setPage}
              />
            ) : null}
          </div>
        )}
      </QueryBlock>
    </Card>
  );
};
