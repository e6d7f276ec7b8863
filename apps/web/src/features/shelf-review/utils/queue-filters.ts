import {
  SHELF_KINDS,
  SHELF_OVERDUE_HOURS,
  SHELF_QUEUE_VIEWS,
  type ShelfKind,
  type ShelfQueueQuery,
  type ShelfQueueView,
} from '@rrsp/contract';
import { isOneOf, normaliseKeyword } from '../../../lib/list-query.ts';
import { type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import { waitingOptionsOf } from '../../../lib/waiting-time.ts';

/**
 * The shelf queue's filters kept in the URL query (`?kind=&view=&waiting=&keyword=&page=&pageSize=`), so a reload,
 * a shared link or the way back from a review restores the same view. `kind` is the page's own parameter (pages.ts),
 * services unless it says products. Anything a hand-edited address gets wrong falls back to the default.
 */

export const DEFAULT_KIND: ShelfKind = 'service';
export const DEFAULT_VIEW: ShelfQueueView = 'pending';

/** The waiting-time filter of the pending view: at least so many hours since the item was sent to audit. */
export const WAITING_OPTIONS = waitingOptionsOf([24, 48, 168] as const);
export type WaitingHours = (typeof WAITING_OPTIONS)[number]['hours'];

/** What the queue's `overdue` count means: pending for more than the contract's SHELF_OVERDUE_HOURS. */
export const OVERDUE_HOURS: WaitingHours = SHELF_OVERDUE_HOURS;
export const OVERDUE_SECONDS = OVERDUE_HOURS * 3600;

export interface ShelfQueueFilters {
  kind: ShelfKind;
  view: ShelfQueueView;
  /** Only in the pending view: nothing else waits. */
  waitingHours?: WaitingHours;
  keyword?: string;
  page: number;
  pageSize: number;
}

export const parseShelfQueueFilters = (params: URLSearchParams): ShelfQueueFilters => {
  const kind = params.get('kind');
  const view = params.get('view');
  const filters: ShelfQueueFilters = {
    kind: isOneOf(SHELF_KINDS, kind) ? kind : DEFAULT_KIND,
    view: isOneOf(SHELF_QUEUE_VIEWS, view) ? view : DEFAULT_VIEW,
    ...queuePage.parse(params),
  };
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
  return queuePage.write(params, filters);
};

export type ShelfQueueChange =
  | Partial<Pick<ShelfQueueFilters, 'kind' | 'view' | 'waitingHours' | 'keyword'>>
  | QueuePageChange;

/**
 * The next filters after the operator changed one: a new filter starts again at page 1, a cleared one is dropped,
 * and the waiting time goes with the pending view (no other view waits).
 */
export const updateShelfQueueFilters = (
  filters: ShelfQueueFilters,
  change: ShelfQueueChange,
): ShelfQueueFilters => {
  if ('page' in change) return queuePage.turn(filters, change);
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
export const shelfQueueSearch = (change: Partial<Omit<ShelfQueueFilters, 'page' | 'pageSize'>>): string =>
  queuePage.firstPageSearch(serialiseShelfQueueFilters, {
    kind: DEFAULT_KIND,
    view: DEFAULT_VIEW,
    ...change,
  });
