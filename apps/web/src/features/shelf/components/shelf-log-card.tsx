import type { ShelfLogEntry } from '@rrsp/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '../../../components/ui/load-when-shown.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { useInView } from '../../../hooks/use-in-view.ts';
import './shelf.css';

/**
 * The log is drawn by antd's Timeline, which is built on its Steps and brings their Tooltip (about 15 KiB served):
 * it loads when the card comes into view. The card stands below the item's content, under the first screen of an
 * item's page, which loads without it (docs/decisions/034).
 */
const ShelfLog = lazyPart(
  async () => (await import('../../../components/shelf-status/shelf-log.tsx')).ShelfLog,
);

/**
 * antd's Pagination brings its Select (the size chooser) and weighs about 30 KiB served: it loads only for a log
 * longer than a page, and the item's page loads without it (docs/decisions/034).
 */
const ShelfLogPager = lazyPart(async () => (await import('./shelf-log-pager.tsx')).ShelfLogPager);

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
  const nearRef = useRef<HTMLDivElement>(null);
  // '0px': the card starts just under the first screen of a short item at 1440 × 900; any margin would load it there
  const near = useInView(nearRef, '0px');
  const skeleton = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  return (
    <Panel className="workbench-card" title="处理记录">
      <div ref={nearRef}>
        <QueryBlock query={query} skeleton={skeleton} emptyText="暂无处理记录" errorTitle="处理记录加载失败">
          {(data) => (
            <div className={query.isPlaceholderData ? 'list-results is-stale' : 'list-results'}>
              {near ? (
                <Suspense fallback={skeleton}>
                  <ShelfLog entries={data.rows} fieldLabel={fieldLabel} />
                </Suspense>
              ) : (
                skeleton
              )}
              {data.total > SHELF_LOG_PAGE_SIZE ? (
                // the pager's height held while it loads, so the page does not move under the reader
                <Suspense fallback={<div className="shelf-log__pager shelf-log__pager--loading" />}>
                  <ShelfLogPager
                    current={data.pageNum}
                    pageSize={SHELF_LOG_PAGE_SIZE}
                    total={data.total}
                    onChange={setPage}
                  />
                </Suspense>
              ) : null}
            </div>
          )}
        </QueryBlock>
      </div>
    </Panel>
  );
};
