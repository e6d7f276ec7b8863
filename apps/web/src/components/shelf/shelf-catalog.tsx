import { Select } from 'antd';
import type { ReactNode } from 'react';
import type { ShelfFilters } from '../../lib/shelf-filters.ts';
import { ShelfBrowser, ShelfResults } from './shelf-browser.tsx';
import { RegionFilters, ShelfFilter } from './shelf-filter-bar.tsx';

/** The changes the catalog makes to the filters (a kind's own filters make theirs through its own update). */
type CatalogChange<C extends string, S extends string> =
  | { keyword: string | undefined }
  | { region: string | undefined }
  | { category: C | undefined }
  | { sort: S }
  | { page: number };

interface ShelfCatalogProps<E extends { category: string }, S extends string, T extends { id: string }> {
  /** 产品, 服务. */
  noun: string;
  className?: string;
  searchPlaceholder: string;
  autoFocusSearch?: boolean;
  /** The shelf's filters as the address holds them (hooks/use-shelf-filters.ts). */
  filters: ShelfFilters<E, S>;
  update: (change: CatalogChange<E['category'], S>) => void;
  reset: () => void;
  /** The address of a page of the shelf (hooks/use-shelf-filters.ts): the pager links to it. */
  pageHref?: (page: number) => string;
  filtered: boolean;
  /** The tabs, in order, and their names. */
  categories: readonly E['category'][];
  categoryLabels: Record<E['category'], string>;
  /** The orders offered, and their names. */
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  /** The kind's own filters, between the region and the order (a product's certification). */
  extraFilters?: ReactNode;
  query: Parameters<typeof ShelfResults<T>>[0]['query'];
  pageSize: number;
  /** What an empty shelf says when filtered without a keyword, and when nothing is on it yet. */
  emptyTexts: { filtered: string; none: string };
  card: (item: T, index: number) => ReactNode;
}

/**
 * A shelf of products or services: the search box, region, the kind's own filters and the order, tabs by category,
 * and the cards with 共 N 条 under them; every filter and the page live in the address.
 */
export const ShelfCatalog = <E extends { category: string }, S extends string, T extends { id: string }>({
  noun,
  className,
  searchPlaceholder,
  autoFocusSearch = false,
  filters,
  update,
  reset,
  pageHref,
  filtered,
  categories,
  categoryLabels,
  sorts,
  sortLabels,
  extraFilters,
  query,
  pageSize,
  emptyTexts,
  card,
}: ShelfCatalogProps<E, S, T>) => (
  <ShelfBrowser
    className={className}
    noun={noun}
    search={{
      placeholder: searchPlaceholder,
      keyword: filters.keyword,
      onSearch: (keyword) => update({ keyword }),
    }}
    autoFocusSearch={autoFocusSearch}
    filtered={filtered}
    onReset={reset}
    filters={
      <>
        <RegionFilters region={filters.region} onChange={(region) => update({ region })} />
        {extraFilters}
        <ShelfFilter label="排序">
          {(id) => (
            <Select<S>
              aria-labelledby={id}
              className="shelf-filter__select shelf-filter__select--narrow"
              value={filters.sort}
              options={sorts.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
              onChange={(sort) => update({ sort })}
            />
          )}
        </ShelfFilter>
      </>
    }
    categories={categories.map((category) => ({ key: category, label: categoryLabels[category] }))}
    category={filters.category}
    onCategoryChange={(key) => update({ category: categories.find((category) => category === key) })}
  >
    <ShelfResults
      query={query}
      noun={noun}
      page={filters.page}
      pageSize={pageSize}
      onPage={(page) => update({ page })}
      {...(pageHref ? { pageHref } : {})}
      filtered={filtered}
      onReset={reset}
      emptyText={
        filtered
          ? filters.keyword
            ? `没有找到与“${filters.keyword}”相关的${noun}，换个关键词或清除筛选条件试试。`
            : emptyTexts.filtered
          : emptyTexts.none
      }
      errorTitle={`${noun}列表加载失败`}
      card={card}
    />
  </ShelfBrowser>
);
