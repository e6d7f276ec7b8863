import { getProductInfo as infoEndpoint, type ProductDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

// Silent: the page shows a missing product as a 404 and any other failure with 重试, so no toast on top.
export const getProductInfo = (id: string, signal?: AbortSignal): Promise<ProductDetail> =>
  api.request(infoEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getProductInfoQueryOptions = (tenantId: string, id: string) =>
  queryOptions({
    queryKey: productKeys.detail(tenantId, id),
    queryFn: ({ signal }) => getProductInfo(id, signal),
    // each fetch counts a view: reading the page again within five minutes does not count twice
    staleTime: 5 * 60_000,
  });

/** A product on the shelf (its approved version, with the contact); nothing is requested for a missing id. */
export const useProductInfo = (id: string | undefined) =>
  useQuery({ ...getProductInfoQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
