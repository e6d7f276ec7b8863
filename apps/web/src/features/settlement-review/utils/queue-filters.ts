import {
  SETTLEMENT_STATUSES,
  type SettlementQueueQuery,
  type SettlementStatus,
  TENANT_TYPES,
  type TenantType,
} from '@rrsp/contract';
import { isOneOf, normaliseKeyword } from '../../../lib/list-query.ts';
import { type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import { waitingOptionsOf } from '../../../lib/waiting-time.ts';

/**
 * The queue's filters kept in the URL query (`?status=&type=&region=&waiting=&keyword=&page=&pageSize=`), so a
 * reload, a shared link or the way back from a review restores the same view. Anything a hand-edited address gets
 * wrong falls back to the default instead of reaching the server as a bad request.
 */

/** The states the queue can be filtered by (a draft never reaches an operator). */
export type QueueStatus = Exclude<SettlementStatus, 'draft'>;
export const QUEUE_STATUSES = SETTLEMENT_STATUSES.filter(
  (status): status is QueueStatus => status !== 'draft',
);

/** The waiting-time filter: at least so many hours since the current wait began. */
export const WAITING_OPTIONS = waitingOptionsOf([24, 72, 168] as const);
export type WaitingHours = (typeof WAITING_OPTIONS)[number]['hours'];

/** What the counts call overdue (SettlementCountsSchema.overdue): waiting more than three days. */
export const OVERDUE_HOURS: WaitingHours = 72;

/** The province the region filter starts from: Guizhou. */
export const PROVINCE_CODE = '520000';

export interface QueueFilters {
  status?: QueueStatus;
  type?: TenantType;
  /** A prefecture or county code (6 digits); none means the whole province. */
  region?: string;
  waitingHours?: WaitingHours;
  keyword?: string;
  page: number;
  pageSize: number;
}

const REGION_CODE = /^\d{6}$/;

export const parseQueueFilters = (params: URLSearchParams): QueueFilters => {
  const filters: QueueFilters = queuePage.parse(params);
  const status = params.get('status');
  if (isOneOf(QUEUE_STATUSES, status)) filters.status = status;
  const type = params.get('type');
  if (isOneOf(TENANT_TYPES, type)) filters.type = type;
  const region = params.get('region') ?? '';
  // the province itself is no filter at all
  if (REGION_CODE.test(region) && region !== PROVINCE_CODE) filters.region = region;
  const waiting = Number(params.get('waiting'));
  if (
    isOneOf(
      WAITING_OPTIONS.map((option) => option.hours),
      waiting,
    )
  ) {
    filters.waitingHours = waiting;
  }
  const keyword = normaliseKeyword(params.get('keyword'));
  if (keyword) filters.keyword = keyword;
  return filters;
};

/** Only what differs from the default view is written, in a stable order, so links stay short and comparable. */
export const serialiseQueueFilters = (filters: QueueFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.region) params.set('region', filters.region);
  if (filters.waitingHours) params.set('waiting', String(filters.waitingHours));
  const keyword = normaliseKeyword(filters.keyword);
  if (keyword) params.set('keyword', keyword);
  return queuePage.write(params, filters);
};

export type QueueFilterChange =
  | Partial<Pick<QueueFilters, 'status' | 'type' | 'region' | 'waitingHours' | 'keyword'>>
  | QueuePageChange;

const FILTER_KEYS = ['status', 'type', 'region', 'waitingHours', 'keyword'] as const;

/**
 * The next filters after the operator changed one: a new filter or page size starts again at page 1 (page 7 of the
 * old view means nothing in the new one); a cleared filter (undefined or empty) is dropped.
 */
export const updateQueueFilters = (filters: QueueFilters, change: QueueFilterChange): QueueFilters => {
  if ('page' in change) return queuePage.turn(filters, change);
  const next: QueueFilters = { ...filters, ...change, page: 1 };
  for (const key of FILTER_KEYS) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
};

/** The request for the queue endpoint. */
export const toQueueQuery = (filters: QueueFilters): SettlementQueueQuery => ({
  pageNum: filters.page,
  pageSize: filters.pageSize,
  ...(filters.status ? { status: filters.status } : {}),
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.region ? { regionCode: filters.region } : {}),
  ...(filters.waitingHours ? { waitingHours: filters.waitingHours } : {}),
  ...(filters.keyword ? { keyword: filters.keyword } : {}),
});

/** A queue's address with some filters set (the operator home's figures link to them). */
export const settlementQueueSearch = (change: Omit<QueueFilters, 'page' | 'pageSize'>): string =>
  queuePage.firstPageSearch(serialiseQueueFilters, change);

/**
 * The prefecture of a region code (national division codes: 2 digits province, 2 prefecture, 2 county): a county
 * `522634` lies in `522600`; a prefecture is its own. Undefined for the province or no code.
 */
export const prefectureOf = (code: string | undefined): string | undefined => {
  if (!code || !REGION_CODE.test(code) || code.endsWith('0000')) return undefined;
  return `${code.slice(0, 4)}00`;
};

/** Whether a code names a county (or district), not a prefecture. */
export const isCountyCode = (code: string | undefined): boolean =>
  Boolean(code && REGION_CODE.test(code) && !code.endsWith('00'));
