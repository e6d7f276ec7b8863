import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditAction, type AuditObjectType } from '@rrsp/contract';
import { isIsoDate, isOneOf, normaliseKeyword } from '../../../lib/list-query.ts';
import { type QueuePage, type QueuePageChange, queuePage } from '../../../lib/queue-page.ts';
import type { AuditTrailQuery } from '../api/query-keys.ts';

/**
 * The trail's search kept in the URL query (`?operatorId=&action=&objectType=&object=&from=&to=&page=&pageSize=`), so
 * a reload or a link shows the same rows. A value a hand-edited address gets wrong is left out, not guessed.
 */
export interface AuditFilters extends QueuePage {
  operatorId?: string | undefined;
  action?: AuditAction | undefined;
  objectType?: AuditObjectType | undefined;
  /** An object's id or part of its name. */
  object?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const parseAuditFilters = (params: URLSearchParams): AuditFilters => {
  const operatorId = params.get('operatorId') ?? '';
  const action = params.get('action');
  const objectType = params.get('objectType');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const dates = isIsoDate(from) && isIsoDate(to) && from > to ? {} : { from, to };
  return {
    operatorId: UUID.test(operatorId) ? operatorId : undefined,
    action: isOneOf(AUDIT_ACTIONS, action) ? action : undefined,
    objectType: isOneOf(AUDIT_OBJECT_TYPES, objectType) ? objectType : undefined,
    object: normaliseKeyword(params.get('object')),
    from: dates.from && isIsoDate(dates.from) ? dates.from : undefined,
    to: dates.to && isIsoDate(dates.to) ? dates.to : undefined,
    ...queuePage.parse(params),
  };
};

const FILTER_KEYS = ['operatorId', 'action', 'objectType', 'object', 'from', 'to'] as const;

/** Only what is set is written, in a stable order. */
export const serialiseAuditFilters = (filters: AuditFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return queuePage.write(params, filters);
};

export type AuditFilterChange = Partial<Pick<AuditFilters, (typeof FILTER_KEYS)[number]>> | QueuePageChange;

/** Any filter starts again at page 1. */
export const updateAuditFilters = (filters: AuditFilters, change: AuditFilterChange): AuditFilters =>
  'page' in change ? queuePage.turn(filters, change) : { ...filters, ...change, page: 1 };

export const isFiltered = (filters: AuditFilters): boolean =>
  FILTER_KEYS.some((key) => Boolean(filters[key]));

export const toAuditTrailQuery = ({ page, pageSize, ...filters }: AuditFilters): AuditTrailQuery => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
  pageNum: page,
  pageSize,
});
