import { listProductAuditLog } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { itemLogQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { type ProductAuditLogQuery, productKeys } from './query-keys.ts';

export const getProductAuditLog = (query: ProductAuditLogQuery, signal?: AbortSignal) =>
  api.request(listProductAuditLog, { body: query, showLoading: false, silent: true, signal });

export const getProductAuditLogQueryOptions = (tenantId: string, query: ProductAuditLogQuery) =>
  itemLogQueryOptions(productKeys.auditLog(tenantId, query), (signal) => getProductAuditLog(query, signal));

/** One page of a product's log, newest first. */
export const useProductAuditLog = (query: ProductAuditLogQuery) =>
  useQuery(getProductAuditLogQueryOptions(useTenantScope(), query));
