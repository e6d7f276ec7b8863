import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { ListPager } from '../../../components/content/list-pager.tsx';
import { ListTabs } from '../../../components/content/list-tabs.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { QueryBlock } from '../../../components/ui/query-block.tsx';
import { KEYWORD_MAX_LENGTH } from '../../../lib/list-query.ts';
import { ShelfCardSkeleton } from './shelf-card.tsx';
import './shelf.css';
import { SearchBox } from '../../../components/form/search-box.tsx';

const ALL = 'all';

interface ShelfBrowserProps {
  /** 产品, 服务. */
  noun: string;
  /** The search box: what it searches, the keyword in the address, and a new search. */
  search: {
    placeholder: string;
    keyword: string | undefined;
    onSearch: (keyword: string | undefined) => void;
  };
  autoFocusSearch?: boolean;
  /** The filters under the search box (region, certification, order…). */
  filters: ReactNode;
  /** Whether anything narrows the shelf: 清除筛选 is offered. */
  filtered: boolean;
  onReset: () => void;
  /** The category tabs: 全部 first, then each category. */
  categories: readonly { key: string; label: string }[];
  category: string | undefined;
  onCategoryChange: (category: string | undefined) => void;
  /** The cards of the chosen category. */
  children: ReactNode;
  className?: string;
}

/**
 * A shelf of products or services: a search box, filters, 清除筛选, and tabs by category holding the results; the
 * caller keeps every filter in the address (../utils/shelf-filters.ts).
 */
export const ShelfBrowser = ({
  noun,
  search,
  autoFocusSearch = false,
  filters,
  filtered,
  onReset,
  categories,
  category,
  onCategoryChange,
  children,
  className,
}: ShelfBrowserProps) => {
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);
  const active = category ?? ALL;
  return (
    <Panel className={className ? `list-card ${className}` : 'list-card'}>
      <div className="list-toolbar">
        <SearchBox
          className="list-toolbar__search"
          placeholder={search.placeholder}
          aria-label={`搜索${noun}`}
          buttonText="搜索"
          autoFocus={autoFocusSearch}
          maxLength={KEYWORD_MAX_LENGTH}
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => search.onSearch(value.trim() || undefined)}
        />
      </div>
      <div className="shelf-filters">
        {filters}
        {filtered ? (
          <Button type="link" onClick={onReset}>
            清除筛选
          </Button>
        ) : null}
      </div>
      <ListTabs
        className="list-tabs"
        aria-label={`${noun}类别`}
        activeKey={active}
        onChange={(key) => onCategoryChange(key === ALL ? undefined : key)}
        tabs={[{ key: ALL, label: '全部' }, ...categories]}
      >
        {children}
      </ListTabs>
    </Panel>
  );
};

interface ShelfResultsProps<T extends { id: string }> {
  query: Pick<
    UseQueryResult<{ rows: T[]; total: number; totalIsEstimate?: true }>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'isPlaceholderData'
  >;
  noun: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The address of a page of the shelf: the pager's page numbers become links (crawlable, open in a new tab). */
  pageHref?: (page: number) => string;
  filtered: boolean;
  onReset: () => void;
  /** What an empty shelf says: filtered (with or without a keyword), or nothing on it yet. */
  emptyText: string;
  /** Heading of the error state. */
  errorTitle: string;
  card: (item: T, index: number) => ReactNode;
}

/** The cards of one page of a shelf, with 找到 N 项 when filtered and 共 N 条 under them. */
export const ShelfResults = <T extends { id: string }>({
  query,
  noun,
  page,
  pageSize,
  onPage,
  pageHref,
  filtered,
  onReset,
  emptyText,
  errorTitle,
  card,
}: ShelfResultsProps<T>) => (
  <QueryBlock
    query={query}
    skeleton={
      <div className="card-grid card-grid--tall">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <ShelfCardSkeleton key={index} />
        ))}
      </div>
    }
    isEmpty={(data) => data.rows.length === 0}
    emptyText={emptyText}
    emptyAction={filtered ? <Button onClick={onReset}>清除筛选</Button> : null}
    errorTitle={errorTitle}
  >
    {(data) => (
      <div className={query.isPlaceholderData ? 'list-results is-stale' : 'list-results'}>
        {filtered ? (
          <p className="list-results__summary" aria-live="polite">
            找到{' '}
            <strong>{data.totalIsEstimate ? `约 ${data.total.toLocaleString('zh-CN')}` : data.total}</strong>{' '}
            项{noun}
          </p>
        ) : null}
        <div className="card-grid card-grid--tall">{data.rows.map((item, index) => card(item, index))}</div>
        <ListPager
          page={page}
          pageSize={pageSize}
          total={data.total}
          estimate={data.totalIsEstimate}
          onChange={onPage}
          {...(pageHref ? { hrefOf: pageHref } : {})}
        />
      </div>
    )}
  </QueryBlock>
);
