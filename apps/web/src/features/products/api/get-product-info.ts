import { getProductInfo as infoEndpoint } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { listedItemQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { productKeys } from './query-keys.ts';

// Silent: the page shows a missing product as a 404 and any other failure with 重试, so no toast on top.
export const getProductInfo = (id: string, signal?: AbortSignal) =>
  api.request(infoEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getProductInfoQueryOptions = (tenantId: string, id: string) =>
  listedItemQueryOptions(productKeys.detail(tenantId, id), (signal) => getProductInfo(id, signal));

/** A product on the shelf (its approved version, with the contact); nothing is requested for a missing id. */
export const useProductInfo = (id: string | undefined) =>
  useQuery({ ...getProductInfoQueryOptions(useTenantScope(), id ?? ''), enabled: Boolean(id) });
