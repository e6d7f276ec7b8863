import { MY_SERVICE_TABS, type MyServiceTab } from '@rrsp/contract';
import { isOneOf, normaliseKeyword, parsePage } from '../../../lib/list-query.ts';

/**
 * A shelf's view kept in the URL query, for products and services alike, so a reload, a shared link or the way back
 * from a detail page restores it: `?<choice>=…&region=&keyword=&sort=&page=`, where the choices are the shelf's own
 * (a service's category; a product's category and certification). Anything a hand-edited address gets wrong falls
 * back to the default instead of reaching the server as a bad request. The list of one's own items is kept the same
 * way: `?tab=&page=`.
 */

/** The province the region filter covers: Guizhou. */
export const PROVINCE_CODE = '520000';

const GUIZHOU_REGION = /^52\d{4}$/;

/** The shelf's own choices and orders: each choice is a query parameter of the address and of the shelf call. */
export interface ShelfFilterSpec<E extends Record<string, string>, S extends string> {
  /** Each choice with the values it may take, in the order the address writes them. */
  choices: { readonly [K in keyof E]: readonly E[K][] };
  sorts: readonly S[];
  defaultSort: S;
}

export type ShelfFilters<E extends Record<string, string>, S extends string> = Partial<E> & {
  /** A prefecture (522600) or county (522634) of Guizhou; none means the whole province. */
  region?: string;
  keyword?: string;
  sort: S;
  page: number;
};

export type ShelfFilterChange<E extends Record<string, string>, S extends string> =
  | Partial<Omit<ShelfFilters<E, S>, 'page'>>
  | { page: number };

/** The request of a shelf call: page, order, the choices made, and the region as the call takes it. */
export type ShelfQueryOf<E extends Record<string, string>, S extends string> = Partial<E> & {
  pageNum: number;
  pageSize: number;
  sort: S;
  regionCode?: string;
  keyword?: string;
};

/** The prefecture of a county (522634 → 522600); a prefecture is its own. Undefined for the province or none. */
export const prefectureOf = (code: string | undefined): string | undefined => {
  if (!code || !GUIZHOU_REGION.test(code) || code === PROVINCE_CODE) return undefined;
  return `${code.slice(0, 4)}00`;
};

/** Whether a code names a county (or district), not a prefecture. */
export const isCountyCode = (code: string | undefined): boolean =>
  Boolean(code && GUIZHOU_REGION.test(code) && !code.endsWith('00'));

/**
 * The region as a shelf call takes it: a prefecture as its 4-digit prefix (everything inside it matches), a county
 * as its 6-digit code.
 */
export const regionQueryOf = (region: string | undefined): string | undefined => {
  if (!region) return undefined;
  return isCountyCode(region) ? region : region.slice(0, 4);
};

/** The address helpers of one shelf. */
export const shelfFiltersOf = <E extends Record<string, string>, S extends string>(
  spec: ShelfFilterSpec<E, S>,
) => {
  type Filters = ShelfFilters<E, S>;
  const choiceKeys = Object.keys(spec.choices) as (keyof E & string)[];

  const parse = (params: URLSearchParams): Filters => {
    const filters = { sort: spec.defaultSort, page: parsePage(params.get('page')) } as Filters;
    for (const key of choiceKeys) {
      const value = params.get(key);
      if (isOneOf(spec.choices[key], value)) (filters as Record<string, unknown>)[key] = value;
    }
    const region = params.get('region') ?? '';
    // the province itself is no filter at all
    if (GUIZHOU_REGION.test(region) && region !== PROVINCE_CODE) filters.region = region;
    const keyword = normaliseKeyword(params.get('keyword'));
    if (keyword) filters.keyword = keyword;
    const sort = params.get('sort');
    if (isOneOf(spec.sorts, sort)) filters.sort = sort;
    return filters;
  };

  /** Only what differs from the default view is written, in a stable order, so links stay short and comparable. */
  const serialise = (filters: Filters): URLSearchParams => {
    const params = new URLSearchParams();
    for (const key of choiceKeys) {
      const value = filters[key];
      if (typeof value === 'string' && value) params.set(key, value);
    }
    if (filters.region) params.set('region', filters.region);
    const keyword = normaliseKeyword(filters.keyword);
    if (keyword) params.set('keyword', keyword);
    if (filters.sort !== spec.defaultSort) params.set('sort', filters.sort);
    if (filters.page > 1) params.set('page', String(filters.page));
    return params;
  };

  /**
   * The next filters after the user changed one: a new filter or order starts again at page 1 (page 7 of the old
   * view means nothing in the new one); a cleared filter (undefined or empty) is dropped.
   */
  const update = (filters: Filters, change: ShelfFilterChange<E, S>): Filters => {
    if ('page' in change && typeof change.page === 'number') return { ...filters, page: change.page };
    const next = { ...filters, ...change, page: 1 } as Filters;
    if (!next.sort) next.sort = spec.defaultSort;
    const record = next as Record<string, unknown>;
    for (const key of [...choiceKeys, 'region', 'keyword']) {
      if (record[key] === undefined || record[key] === '') delete record[key];
    }
    return next;
  };

  /** The request for the shelf endpoint. */
  const toQuery = (filters: Filters, pageSize: number): ShelfQueryOf<E, S> => {
    const query = { pageNum: filters.page, pageSize, sort: filters.sort } as ShelfQueryOf<E, S>;
    for (const key of choiceKeys) {
      if (filters[key]) (query as Record<string, unknown>)[key] = filters[key];
    }
    const regionCode = regionQueryOf(filters.region);
    if (regionCode) query.regionCode = regionCode;
    if (filters.keyword) query.keyword = filters.keyword;
    return query;
  };

  /** Whether the shelf is narrowed by anything at all (the order is not a filter). */
  const isFiltered = (filters: Filters): boolean =>
    Boolean(filters.region || filters.keyword || choiceKeys.some((key) => filters[key]));

  return {
    /** The choices with their values (a catalog's tabs are the categories, in order), and the orders offered. */
    choices: spec.choices,
    sorts: spec.sorts,
    parse,
    serialise,
    update,
    toQuery,
    isFiltered,
  };
};

/* ---- the list of one's own items ---- */

/** Which state tab of my products or services is open, and the page. */
export interface MyShelfState {
  tab: MyServiceTab;
  page: number;
}

export const parseMyShelf = (params: URLSearchParams): MyShelfState => {
  const tab = params.get('tab');
  return { tab: isOneOf(MY_SERVICE_TABS, tab) ? tab : 'all', page: parsePage(params.get('page')) };
};

/** The tab and page after what else the address holds (`base`); the default tab and page 1 are not written. */
export const serialiseMyShelf = (
  state: MyShelfState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams => {
  const params = new URLSearchParams(base);
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};
