import {
  SHELF_KINDS,
  SHELF_OVERDUE_HOURS,
  SHELF_QUEUE_VIEWS,
  type ShelfKind,
  type ShelfQueueQuery,
  type ShelfQueueView,
} from '@rrsp/contract';
import { MAX_PAGE, normaliseKeyword } from '../../../lib/list-query.ts';

/**
 * The shelf queue's filters kept in the URL query (`?kind=&view=&waiting=&keyword=&page=&pageSize=`), so a reload,
 * a shared link or the way back from a review restores the same view. `kind` is the page's own parameter (pages.ts),
 * services unless it says products. Anything a hand-edited address gets wrong falls back to the default.
 */

export const DEFAULT_KIND: ShelfKind = 'service';
export const DEFAULT_VIEW: ShelfQueueView = 'pending';

/** The waiting-time filter of the pending view: at least so many hours since the item was sent to audit. */
export const WAITING_OPTIONS = [
  { hours: 24, label: '超过 1 天' },
  { hours: 48, label: '超过 2 天' },
  { hours: 168, label: '超过 7 天' },
] as const;
export type WaitingHours = (typeof WAITING_OPTIONS)[number]['hours'];

/** What the queue's `overdue` count means: pending for more than the contract's SHELF_OVERDUE_HOURS. */
export const OVERDUE_HOURS: WaitingHours = SHELF_OVERDUE_HOURS;
export const OVERDUE_SECONDS = OVERDUE_HOURS * 3600;

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_QUEUE_PAGE_SIZE = 20;

export interface ShelfQueueFilters {
  kind: ShelfKind;
  view: ShelfQueueView;
  /** Only in the pending view: nothing else waits. */
  waitingHours?: WaitingHours;
  keyword?: string;
  page: number;
  pageSize: number;
}

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

const parsePage = (value: string | null): number => {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
};

export const parseShelfQueueFilters = (params: URLSearchParams): ShelfQueueFilters => {
  const kind = params.get('kind');
  const view = params.get('view');
  const filters: ShelfQueueFilters = {
    kind: isOneOf(SHELF_KINDS, kind) ? kind : DEFAULT_KIND,
    view: isOneOf(SHELF_QUEUE_VIEWS, view) ? view : DEFAULT_VIEW,
    page: parsePage(params.get('page')),
    pageSize: DEFAULT_QUEUE_PAGE_SIZE,
  };
  const pageSize = Number(params.get('pageSize'));
  if (isOneOf(PAGE_SIZES, pageSize)) filters.pageSize = pageSize;
  const waiting = Number(params.get('waiting'));
  const hours = WAITING_OPTIONS.map((option) => option.hours);
  if (filters.view === 'pending' && isOneOf(hours, waiting)) filters.waitingHours = waiting;
  const keyword = normaliseKeyword(params.get('keyword'));
  if (keyword) filters.keyword = keyword;
  return filters;
};

/** Only what differs from the default view is written, in a stable order, so links stay short and comparable. */
export const serialiseShelfQueueFilters = (filters: ShelfQueueFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.kind !== DEFAULT_KIND) params.set('kind', filters.kind);
  if (filters.view !== DEFAULT_VIEW) params.set('view', filters.view);
  if (filters.waitingHours && filters.view === 'pending') params.set('waiting', String(filters.waitingHours));
  const keyword = normaliseKeyword(filters.keyword);
  if (keyword) params.set('keyword', keyword);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_QUEUE_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
};

export type ShelfQueueChange =
  | Partial<Pick<ShelfQueueFilters, 'kind' | 'view' | 'waitingHours' | 'keyword'>>
  | { page: number; pageSize?: number };

/**
 * The next filters after the operator changed one: a new filter starts again at page 1, a cleared one is dropped,
 * and the waiting time goes with the pending view (no other view waits).
 */
export const updateShelfQueueFilters = (
  filters: ShelfQueueFilters,
  change: ShelfQueueChange,
): ShelfQueueFilters => {
  if ('page' in change) {
    const pageSize = change.pageSize ?? filters.pageSize;
    return { ...filters, pageSize, page: pageSize === filters.pageSize ? change.page : 1 };
  }
  const next: ShelfQueueFilters = { ...filters, ...change, page: 1 };
  if (!next.kind) next.kind = DEFAULT_KIND;
  if (!next.view) next.view = DEFAULT_VIEW;
  if (next.view !== 'pending' || next.waitingHours === undefined) delete next.waitingHours;
  if (!next.keyword) delete next.keyword;
  return next;
};

/** The request for the queue endpoint. */
export const toShelfQueueQuery = (filters: ShelfQueueFilters): ShelfQueueQuery => ({
  kind: filters.kind,
  view: filters.view,
  pageNum: filters.page,
  pageSize: filters.pageSize,
  ...(filters.waitingHours && filters.view === 'pending' ? { waitingHours: filters.waitingHours } : {}),
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
});

/** A queue's address with some filters set (the operator home's figures link to them). */
export const shelfQueueSearch = (change: Partial<Omit<ShelfQueueFilters, 'page' | 'pageSize'>>): string => {
  const search = serialiseShelfQueueFilters({
    kind: DEFAULT_KIND,
    view: DEFAULT_VIEW,
    page: 1,
    pageSize: DEFAULT_QUEUE_PAGE_SIZE,
    ...change,
  }).toString();
  return search ? `?${search}` : '';
};
