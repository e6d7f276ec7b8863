import { APPEAL_STATUSES, type AppealReviewStatus } from '@rrsp/contract';
import { isOneOf, normaliseKeyword } from '../../../lib/list-query.ts';
import { type QueuePage, type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import type { AppealQueueQuery } from '../api/query-keys.ts';

/**
 * 申诉审核's view kept in the URL query (`?status=&keyword=&page=&pageSize=`), so a reload or a link shows the same
 * appeals; the appeal open in the drawer is `?open=`. Anything a hand-edited address gets wrong falls back to the
 * default: the pending appeals, page 1.
 */

export const DEFAULT_APPEAL_STATUS: AppealReviewStatus = 'pending';

export interface AppealFilters extends QueuePage {
  status: AppealReviewStatus;
  keyword?: string | undefined;
  open?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseAppealFilters = (params: URLSearchParams): AppealFilters => {
  const status = params.get('status');
  const open = params.get('open') ?? '';
  return {
    status: isOneOf(APPEAL_STATUSES, status) ? status : DEFAULT_APPEAL_STATUS,
    keyword: normaliseKeyword(params.get('keyword')),
    open: UUID.test(open) ? open : undefined,
    ...queuePage.parse(params),
  };
};

/** Only what differs from the default view is written, in a stable order. */
export const serialiseAppealFilters = (filters: AppealFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.status !== DEFAULT_APPEAL_STATUS) params.set('status', filters.status);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.open) params.set('open', filters.open);
  return queuePage.write(params, filters);
};

export type AppealFilterChange =
  | { status: AppealReviewStatus }
  | { keyword: string | undefined }
  | { open: string | undefined }
  | QueuePageChange;

/** Another tab or keyword starts again at page 1; opening an appeal keeps the page. */
export const updateAppealFilters = (filters: AppealFilters, change: AppealFilterChange): AppealFilters => {
  if ('page' in change) return queuePage.turn(filters, change);
  if ('open' in change) return { ...filters, open: change.open };
  return { ...filters, ...change, page: 1 };
};

export const toAppealQueueQuery = (filters: AppealFilters): AppealQueueQuery => ({
  status: filters.status,
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  pageNum: filters.page,
  pageSize: filters.pageSize,
});
