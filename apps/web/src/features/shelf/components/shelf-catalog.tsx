import { SHELF_KIND_LABELS, type ShelfKind } from '@rrsp/contract';
import { Fragment, type ReactNode } from 'react';
import { FilterField } from '../../../components/form/filter-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useShelfFilters } from '../hooks/use-shelf-filters.ts';
import type {
  ShelfFilterChange,
  ShelfFilters,
  ShelfQueryOf,
  shelfFiltersOf,
} from '../utils/shelf-filters.ts';
import { ShelfBrowser, ShelfResults } from './shelf-browser.tsx';
import type { ShelfCardPlacement } from './shelf-card.tsx';
import { RegionFilters } from './shelf-filter-bar.tsx';

/** The changes the catalog makes to the filters (a kind's own filters make theirs through its own update). */
type CatalogChange<C extends string, S extends string> =
  | { keyword: string | undefined }
  | { region: string | undefined }
  | { category: C | undefined }
  | { sort: S }
  | { page: number };

/** A kind's own choices: its categories (the tabs), and any other filter it has. */
type Choices = Record<string, string> & { category: string };

type FilterRules<E extends Choices, S extends string> = ReturnType<typeof shelfFiltersOf<E, S>>;

/** Four cards a row, three rows. */
export const SHELF_PAGE_SIZE = 12;

/** One kind's shelf (products, services): its filters, its hook and card, and its words. */
export interface ShelfCatalogKind<E extends Choices, S extends string, T extends { id: string }> {
  /** Names the items (产品, 服务) and the shelf's class (`product-shelf`). */
  name: ShelfKind;
  /** How the kind's shelf keeps its filters in the address (shelfFiltersOf): its categories are the tabs. */
  rules: FilterRules<E, S>;
  /** The kind's hook for a page of the shelf (a module's function, so the same on every render). */
  useItems: (query: ShelfQueryOf<E, S>) => Parameters<typeof ShelfResults<T>>[0]['query'];
  categoryLabels: Record<E['category'], string>;
  sortLabels: Record<S, string>;
  texts: {
    /** The search box's placeholder. */
    search: string;
    /** What an empty shelf says when filtered without a keyword, and when nothing is on it yet. */
    filtered: string;
    none: string;
  };
  /** The kind's own filters, between the region and the order (a product's certification). */
  extraFilters?: (
    filters: ShelfFilters<E, S>,
    update: (change: ShelfFilterChange<E, S>) => void,
  ) => ReactNode;
  /** The kind's card of an item, standing where the catalog places it (the first row's covers load at once). */
  card: (item: T, placement: Required<ShelfCardPlacement>) => ReactNode;
}

/** What the route gives a shelf: where a card leads, and whether the search box takes the cursor. */
export interface ShelfCatalogPage {
  /** Where a card leads: the item's page in the work area the shelf is shown in. */
  detailHref: (id: string) => string;
  /** The search page puts the cursor in the search box. */
  autoFocusSearch?: boolean;
}

/**
 * A shelf of products or services: the search box, region, the kind's own filters and the order, tabs by category,
 * and the cards with 共 N 条 under them; every filter and the page live in the address.
 */
export const ShelfCatalog = <E extends Choices, S extends string, T extends { id: string }>({
  kind,
  detailHref,
  autoFocusSearch = false,
}: ShelfCatalogPage & { kind: ShelfCatalogKind<E, S, T> }) => {
  const { rules, useItems, texts } = kind;
  const noun = SHELF_KIND_LABELS[kind.name];
  const categories = rules.choices.category;
  const pageSize = SHELF_PAGE_SIZE;
  const { filters, update, reset, hrefOf } = useShelfFilters(rules);
  // every shelf's filters take the catalog's own changes; TypeScript cannot see it through the kinds' generic choices
  const change = update as (change: CatalogChange<E['category'], S>) => void;
  const query = useItems(rules.toQuery(filters, pageSize));
  const filtered = rules.isFiltered(filters);
  return (
    <ShelfBrowser
      className={`${kind.name}-shelf`}
      noun={noun}
      search={{
        placeholder: texts.search,
        keyword: filters.keyword,
        onSearch: (keyword) => change({ keyword }),
      }}
      autoFocusSearch={autoFocusSearch}
      filtered={filtered}
      onReset={reset}
      filters={
        <>
          <RegionFilters region={filters.region} onChange={(region) => change({ region })} />
          {kind.extraFilters?.(filters, update)}
          <FilterField label="排序">
            {(id) => (
              <SelectField<S>
                aria-labelledby={id}
                className="shelf-filter__select shelf-filter__select--narrow"
                value={filters.sort}
                options={rules.sorts.map((sort) => ({ value: sort, label: kind.sortLabels[sort] }))}
                onChange={(sort) => {
                  // no clear button: a sort is always chosen
                  if (sort !== undefined) change({ sort });
                }}
              />
            )}
          </FilterField>
        </>
      }
      categories={categories.map((category) => ({ key: category, label: kind.categoryLabels[category] }))}
      category={filters.category}
      onCategoryChange={(key) => change({ category: categories.find((category) => category === key) })}
    >
      <ShelfResults
        query={query}
        noun={noun}
        page={filters.page}
        pageSize={pageSize}
        onPage={(page) => change({ page })}
        pageHref={hrefOf}
        filtered={filtered}
        onReset={reset}
        emptyText={
          filtered
            ? filters.keyword
              ? `没有找到与“${filters.keyword}”相关的${noun}，换个关键词或清除筛选条件试试。`
              : texts.filtered
            : texts.none
        }
        errorTitle={`${noun}列表加载失败`}
        card={(item, index) => (
          <Fragment key={item.id}>
            {kind.card(item, { href: detailHref(item.id), headingLevel: 'h2', eager: index < 4 })}
          </Fragment>
        )}
      />
    </ShelfBrowser>
  );
};
