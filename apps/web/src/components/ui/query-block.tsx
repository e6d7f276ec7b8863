import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { withRetryHint } from '../../lib/retry-hint.ts';
import { LazyResult } from './lazy-result.tsx';

interface QueryBlockProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  /** What the block looks like while its first data loads. */
  skeleton: ReactNode;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** One sentence that says what the visitor can do about an empty block. */
  emptyText: ReactNode;
  emptyAction?: ReactNode;
  /** Heading of the error state, e.g. 资讯加载失败. */
  errorTitle: string;
  /** `dark` on the dashboard band. */
  tone?: 'light' | 'dark';
  children: (data: T) => ReactNode;
}

/** Every block's three states besides its content (LOOK.md): skeleton, a helpful empty state, an error with 重试. */
export const QueryBlock = <T,>({
  query,
  skeleton,
  isEmpty,
  emptyText,
  emptyAction,
  errorTitle,
  tone = 'light',
  children,
}: QueryBlockProps<T>) => {
  if (query.isPending) {
    return (
      <div aria-busy="true" className={`query-block query-block--${tone}`}>
        <span className="visually-hidden">正在加载…</span>
        {skeleton}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const reason = query.error instanceof Error ? query.error.message : '';
    return (
      <LazyResult
        className={`query-block query-block--${tone} query-block__error`}
        status="warning"
        title={errorTitle}
        subTitle={withRetryHint(reason)}
        extra={
          <Button type="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Empty
        className={`query-block query-block--${tone} query-block__empty`}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
      >
        {emptyAction}
      </Empty>
    );
  }
  return <>{children(query.data)}</>;
};
