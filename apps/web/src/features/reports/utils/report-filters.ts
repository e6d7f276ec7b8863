import { REPORT_STATES, type ReportState } from '@rrsp/contract';
import { isOneOf } from '../../../lib/list-query.ts';
import { type QueuePage, type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import type { ReportQueueQuery } from '../api/query-keys.ts';

/**
 * The report queue's view kept in the URL query (`?state=&page=&pageSize=`), so a reload or a shared link shows the
 * same page. Anything a hand-edited address gets wrong falls back to the default: the open reports, page 1.
 */

export const DEFAULT_REPORT_STATE: ReportState = 'open';

export interface ReportFilters extends QueuePage {
  state: ReportState;
}

export const parseReportFilters = (params: URLSearchParams): ReportFilters => {
  const state = params.get('state');
  return {
    state: isOneOf(REPORT_STATES, state) ? state : DEFAULT_REPORT_STATE,
    ...queuePage.parse(params),
  };
};

/** Only what differs from the default view is written, in a stable order. */
export const serialiseReportFilters = (filters: ReportFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.state !== DEFAULT_REPORT_STATE) params.set('state', filters.state);
  return queuePage.write(params, filters);
};

export type ReportFilterChange = { state: ReportState } | QueuePageChange;

/** Another tab starts again at page 1. */
export const updateReportFilters = (filters: ReportFilters, change: ReportFilterChange): ReportFilters =>
  'state' in change ? { ...filters, state: change.state, page: 1 } : queuePage.turn(filters, change);

export const toReportQueueQuery = (filters: ReportFilters): ReportQueueQuery => ({
  state: filters.state,
  pageNum: filters.page,
  pageSize: filters.pageSize,
});
