import {
  SETTLEMENT_STATUSES,
  type SettlementQueueQuery,
  type SettlementStatus,
  TENANT_TYPES,
  type TenantType,
} from '@rrsp/contract';
import { MAX_PAGE, normaliseKeyword } from '../../../lib/list-query.ts';

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
export const WAITING_OPTIONS = [
  { hours: 24, label: '超过 1 天' },
  { hours: 72, label: '超过 3 天' },
  { hours: 168, label: '超过 7 天' },
] as const;
export type WaitingHours = (typeof WAITING_OPTIONS)[number]['hours'];

/** What the counts call overdue (SettlementCountsSchema.overdue): waiting more than three days. */
export const OVERDUE_HOURS: WaitingHours = 72;

/** The province the region filter starts from: Guizhou. */
export const PROVINCE_CODE = '520000';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_QUEUE_PAGE_SIZE = 20;

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

const isOneOf = <T extends string | number>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

const REGION_CODE = /^\d{6}$/;

const parsePage = (value: string | null): number => {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
};

export const parseQueueFilters = (params: URLSearchParams): QueueFilters => {
  const filters: QueueFilters = { page: parsePage(params.get('page')), pageSize: DEFAULT_QUEUE_PAGE_SIZE };
  const pageSize = Number(params.get('pageSize'));
  if (isOneOf(PAGE_SIZES, pageSize)) filters.pageSize = pageSize;

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
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_QUEUE_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
};

export type QueueFilterChange =
  | Partial<Pick<QueueFilters, 'status' | 'type' | 'region' | 'waitingHours' | 'keyword'>>
  | { page: number; pageSize?: number };

const FILTER_KEYS = ['status', 'type', 'region', 'waitingHours', 'keyword'] as const;

/**
 * The next filters after the operator changed one: a new filter or page size starts again at page 1 (page 7 of the
 * old view means nothing in the new one); a cleared filter (undefined or empty) is dropped.
 */
export const updateQueueFilters = (filters: QueueFilters, change: QueueFilterChange): QueueFilters => {
  if ('page' in change) {
    const pageSize = change.pageSize ?? filters.pageSize;
    return { ...filters, pageSize, page: pageSize === filters.pageSize ? change.page : 1 };
  }
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
