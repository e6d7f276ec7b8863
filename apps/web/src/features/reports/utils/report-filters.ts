import { REPORT_STATES, type ReportState } from '@rrsp/contract';
import { MAX_PAGE } from '../../../lib/list-query.ts';
import type { ReportQueueQuery } from '../api/query-keys.ts';

/**
 * The report queue's view kept in the URL query (`?state=&page=&pageSize=`), so a reload or a shared link shows the
 * same page. Anything a hand-edited address gets wrong falls back to the default: the open reports, page 1.
 */

export const DEFAULT_REPORT_STATE: ReportState = 'open';
export const REPORT_PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_REPORT_PAGE_SIZE = 20;

export interface ReportFilters {
  state: ReportState;
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

export const parseReportFilters = (params: URLSearchParams): ReportFilters => {
  const state = params.get('state');
  const pageSize = Number(params.get('pageSize'));
  return {
    state: isOneOf(REPORT_STATES, state) ? state : DEFAULT_REPORT_STATE,
    page: parsePage(params.get('page')),
    pageSize: isOneOf(REPORT_PAGE_SIZES, pageSize) ? pageSize : DEFAULT_REPORT_PAGE_SIZE,
  };
};

/** Only what differs from the default view is written, in a stable order. */
export const serialiseReportFilters = (filters: ReportFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.state !== DEFAULT_REPORT_STATE) params.set('state', filters.state);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_REPORT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
};

export type ReportFilterChange = { state: ReportState } | { page: number; pageSize?: number };

/** Another tab starts again at page 1; so does another page size (page 7 of 10 means nothing at 50). */
export const updateReportFilters = (filters: ReportFilters, change: ReportFilterChange): ReportFilters => {
  if ('state' in change) return { ...filters, state: change.state, page: 1 };
  const pageSize = change.pageSize ?? filters.pageSize;
  return { ...filters, pageSize, page: pageSize === filters.pageSize ? change.page : 1 };
};

export const toReportQueueQuery = (filters: ReportFilters): ReportQueueQuery => ({
  state: filters.state,
  pageNum: filters.page,
  pageSize: filters.pageSize,
});
