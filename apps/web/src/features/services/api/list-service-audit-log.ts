import { listServiceAuditLog } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { itemLogQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { type AuditLogQuery, serviceKeys } from './query-keys.ts';

export const getServiceAuditLog = (query: AuditLogQuery, signal?: AbortSignal) =>
  api.request(listServiceAuditLog, { body: query, showLoading: false, silent: true, signal });

export const getServiceAuditLogQueryOptions = (tenantId: string, query: AuditLogQuery) =>
  itemLogQueryOptions(serviceKeys.auditLog(tenantId, query), (signal) => getServiceAuditLog(query, signal));

/** One page of a service's log, newest first. */
export const useServiceAuditLog = (query: AuditLogQuery) =>
  useQuery(getServiceAuditLogQueryOptions(useTenantScope(), query));
