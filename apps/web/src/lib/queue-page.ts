import { isOneOf, parsePage } from './list-query.ts';

/**
 * The page of an operator's queue (settlement, shelf audit, reports) as the address keeps it, `?page=&pageSize=`:
 * the sizes every queue offers and what a page turn does, the same in each.
 */

export const QUEUE_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_QUEUE_PAGE_SIZE = 20;

export interface QueuePage {
  page: number;
  pageSize: number;
}

export type QueuePageChange = { page: number; pageSize?: number };

export const queuePage = {
  /** The page and a size the queues offer; anything a hand-edited address gets wrong gives page 1 at the default. */
  parse: (params: URLSearchParams): QueuePage => {
    const pageSize = Number(params.get('pageSize'));
    return {
      page: parsePage(params.get('page')),
      pageSize: isOneOf(QUEUE_PAGE_SIZES, pageSize) ? pageSize : DEFAULT_QUEUE_PAGE_SIZE,
    };
  },

  /** Writes the page and its size after the filters, each only where it differs from the default. */
  write: (params: URLSearchParams, { page, pageSize }: QueuePage): URLSearchParams => {
    if (page > 1) params.set('page', String(page));
    if (pageSize !== DEFAULT_QUEUE_PAGE_SIZE) params.set('pageSize', String(pageSize));
    return params;
  },

  /** Another page; another page size starts again at page 1 (page 7 of 10 means nothing at 50). */
  turn: <F extends QueuePage>(filters: F, change: QueuePageChange): F => {
    const pageSize = change.pageSize ?? filters.pageSize;
    return { ...filters, pageSize, page: pageSize === filters.pageSize ? change.page : 1 };
  },

  /** The query of a queue's first page with some filters set (`?…`, or nothing for the default view). */
  firstPageSearch: <F>(serialise: (filters: F & QueuePage) => URLSearchParams, filters: F): string => {
    const search = serialise({ ...filters, page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE }).toString();
    return search ? `?${search}` : '';
  },
};
