import { type DataOf, listProductAuditLog } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type ProductAuditLogQuery, productKeys } from './query-keys.ts';

export type ProductAuditLogPage = DataOf<typeof listProductAuditLog>;

export const getProductAuditLog = (
  query: ProductAuditLogQuery,
  signal?: AbortSignal,
): Promise<ProductAuditLogPage> =>
  api.request(listProductAuditLog, { body: query, showLoading: false, silent: true, signal });

export const getProductAuditLogQueryOptions = (tenantId: string, query: ProductAuditLogQuery) =>
  queryOptions({
    queryKey: productKeys.auditLog(tenantId, query),
    queryFn: ({ signal }) => getProductAuditLog(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of a product's log, newest first. */
export const useProductAuditLog = (query: ProductAuditLogQuery) =>
  useQuery(getProductAuditLogQueryOptions(useTenantScope(), query));
