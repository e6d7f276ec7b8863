import { type DataOf, listServiceAuditLog } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type AuditLogQuery, serviceKeys } from './query-keys.ts';

export type ServiceAuditLogPage = DataOf<typeof listServiceAuditLog>;

export const getServiceAuditLog = (
  query: AuditLogQuery,
  signal?: AbortSignal,
): Promise<ServiceAuditLogPage> =>
  api.request(listServiceAuditLog, { body: query, showLoading: false, silent: true, signal });

export const getServiceAuditLogQueryOptions = (tenantId: string, query: AuditLogQuery) =>
  queryOptions({
    queryKey: serviceKeys.auditLog(tenantId, query),
    queryFn: ({ signal }) => getServiceAuditLog(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of a service's log, newest first. */
export const useServiceAuditLog = (query: AuditLogQuery) =>
  useQuery(getServiceAuditLogQueryOptions(useTenantScope(), query));
