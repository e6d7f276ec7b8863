/**
 * The state of a public list page (category tab, keyword, date range, page) kept in the URL query, so a shared
 * link or a reload restores the same view: `?category=&keyword=&start=&end=&page=`. Anything malformed in a
 * hand-edited address falls back to the default rather than reaching the server as a bad request.
 */

export interface ListQueryState {
  category?: string;
  keyword?: string;
  /** YYYY-MM-DD, inclusive. */
  start?: string;
  /** YYYY-MM-DD, inclusive. */
  end?: string;
  page: number;
}

export interface ListQueryRules {
  /** Which category values the list knows; an unknown one means 全部. */
  isCategory?: (value: string) => boolean;
  /** Whether the list filters by date at all (news does, solutions and cases do not). */
  dates?: boolean;
}

/** Matches the contract's limits (KeywordSchema: 50 characters, pageNum up to 100 000). */
export const KEYWORD_MAX_LENGTH = 50;
export const MAX_PAGE = 100_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
export const isIsoDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const normaliseKeyword = (value: string | null | undefined): string | undefined => {
  const trimmed = (value ?? '').trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  return trimmed === '' ? undefined : trimmed;
};

/** Whether an address's value is one of those a filter knows (a hand-edited one may be anything). */
export const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

export const parsePage = (value: string | null): number => {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
};

export const parseListQuery = (params: URLSearchParams, rules: ListQueryRules = {}): ListQueryState => {
  const state: ListQueryState = { page: parsePage(params.get('page')) };

  const category = params.get('category')?.trim();
  if (category && (rules.isCategory ? rules.isCategory(category) : true)) state.category = category;

  const keyword = normaliseKeyword(params.get('keyword'));
  if (keyword) state.keyword = keyword;

  if (rules.dates) {
    const start = params.get('start') ?? '';
    const end = params.get('end') ?? '';
    const startOk = isIsoDate(start);
    const endOk = isIsoDate(end);
    // A reversed range is a typo in the address, not a filter: drop it rather than show nothing.
    if (!(startOk && endOk && start > end)) {
      if (startOk) state.start = start;
      if (endOk) state.end = end;
    }
  }
  return state;
};

/**
 * The parameters of `names` that the address carries, in that order: what a page around the list owns (its own tabs,
 * e.g. `?kind=case`), kept when the list's filters change or are reset.
 */
export const pickParams = (params: URLSearchParams, names: readonly string[]): URLSearchParams => {
  const picked = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== '') picked.set(name, value);
  }
  return picked;
};

/**
 * Only what differs from the default view is written, in a stable order, so links stay short and comparable; after
 * `base` (the surrounding page's own parameters, see pickParams), when there is one.
 */
export const serialiseListQuery = (
  state: ListQueryState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams => {
  const params = new URLSearchParams(base);
  if (state.category) params.set('category', state.category);
  const keyword = normaliseKeyword(state.keyword);
  if (keyword) params.set('keyword', keyword);
  if (state.start) params.set('start', state.start);
  if (state.end) params.set('end', state.end);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
};

/**
 * The next state after the user changed a filter: any change other than the page itself starts again at page 1,
 * because page 7 of the old filter means nothing under the new one.
 */
export const updateListQuery = (
  state: ListQueryState,
  change: Partial<Omit<ListQueryState, 'page'>> | { page: number },
): ListQueryState => {
  if ('page' in change && Object.keys(change).length === 1) return { ...state, page: change.page ?? 1 };
  const next: ListQueryState = { ...state, ...change, page: 1 };
  for (const key of ['category', 'keyword', 'start', 'end'] as const) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
};
