import { ACCOUNT_STATUSES, type AccountStatus } from '@rrsp/contract';
import { isOneOf, normaliseKeyword } from '../../../lib/list-query.ts';
import { type QueuePage, type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import type { AccountSearchQuery } from '../api/query-keys.ts';

/**
 * 账号管理's search kept in the URL query (`?keyword=&tenant=&status=&page=&pageSize=`), so a reload or a link shows the
 * same accounts; the account open in the drawer is `?open=`. A value a hand-edited address gets wrong is left out.
 */
export interface AccountFilters extends QueuePage {
  keyword?: string | undefined;
  tenant?: string | undefined;
  status?: AccountStatus | undefined;
  open?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = ['keyword', 'tenant', 'status', 'open'] as const;

export const parseAccountFilters = (params: URLSearchParams): AccountFilters => {
  const status = params.get('status');
  const open = params.get('open') ?? '';
  return {
    keyword: normaliseKeyword(params.get('keyword')),
    tenant: normaliseKeyword(params.get('tenant')),
    status: isOneOf(ACCOUNT_STATUSES, status) ? status : undefined,
    open: UUID.test(open) ? open : undefined,
    ...queuePage.parse(params),
  };
};

export const serialiseAccountFilters = (filters: AccountFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return queuePage.write(params, filters);
};

export type AccountFilterChange =
  | Partial<Pick<AccountFilters, 'keyword' | 'tenant' | 'status'>>
  | { open: string | undefined }
  | QueuePageChange;

/** A search starts again at page 1; opening an account keeps the page. */
export const updateAccountFilters = (
  filters: AccountFilters,
  change: AccountFilterChange,
): AccountFilters => {
  if ('page' in change) return queuePage.turn(filters, change);
  if ('open' in change) return { ...filters, open: change.open };
  return { ...filters, ...change, page: 1 };
};

export const isSearching = (filters: AccountFilters): boolean =>
  Boolean(filters.keyword || filters.tenant || filters.status);

export const toAccountSearchQuery = (filters: AccountFilters): AccountSearchQuery => ({
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
  ...(filters.tenant ? { tenant: filters.tenant } : {}),
  ...(filters.status ? { status: filters.status } : {}),
  pageNum: filters.page,
  pageSize: filters.pageSize,
});
