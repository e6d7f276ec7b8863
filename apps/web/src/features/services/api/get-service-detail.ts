import { getServiceDetail as detailEndpoint } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { listedItemQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { serviceKeys } from './query-keys.ts';

// Silent: the page shows a missing service as a 404 and any other failure with 重试, so no toast on top.
export const getServiceDetail = (id: string, signal?: AbortSignal) =>
  api.request(detailEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getServiceDetailQueryOptions = (tenantId: string, id: string) =>
  listedItemQueryOptions(serviceKeys.detail(tenantId, id), (signal) => getServiceDetail(id, signal));

/** A service on the shelf (its approved version, with the contact); nothing is requested for a missing id. */
export const useServiceDetail = (id: string | undefined) =>
  useQuery({ ...getServiceDetailQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
