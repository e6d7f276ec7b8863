import { type DataOf, searchAuditTrail } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { type AuditTrailQuery, auditTrailKeys } from './query-keys.ts';

export type AuditTrailPage = DataOf<typeof searchAuditTrail>;

export const getAuditTrail = (query: AuditTrailQuery, signal?: AbortSignal): Promise<AuditTrailPage> =>
  api.request(searchAuditTrail, { body: query, showLoading: false, signal });

/** One page of the trail, newest first; the previous page stays on screen, dimmed, while the next loads. */
export const getAuditTrailQueryOptions = (query: AuditTrailQuery) =>
  queuePageQueryOptions(auditTrailKeys.search(query), (signal) => getAuditTrail(query, signal));

export const useAuditTrail = (query: AuditTrailQuery) => useQuery(getAuditTrailQueryOptions(query));
