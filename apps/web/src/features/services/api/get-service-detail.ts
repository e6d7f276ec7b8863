import { getServiceDetail as detailEndpoint, type ServiceDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

// Silent: the page shows a missing service as a 404 and any other failure with 重试, so no toast on top.
export const getServiceDetail = (id: string, signal?: AbortSignal): Promise<ServiceDetail> =>
  api.request(detailEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getServiceDetailQueryOptions = (tenantId: string, id: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(tenantId, id),
    queryFn: ({ signal }) => getServiceDetail(id, signal),
    // each fetch counts a view: reading the page again within five minutes does not count twice
    staleTime: 5 * 60_000,
  });

/** A service on the shelf (its approved version, with the contact); nothing is requested for a missing id. */
export const useServiceDetail = (id: string | undefined) =>
  useQuery({ ...getServiceDetailQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
