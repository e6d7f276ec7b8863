import { listParticipantProducts } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { ownItemsQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { type MyProductsQuery, productKeys } from './query-keys.ts';

export const getMyProducts = (query: MyProductsQuery, signal?: AbortSignal) =>
  api.request(listParticipantProducts, { body: query, showLoading: false, signal });

export const getMyProductsQueryOptions = (tenantId: string, query: MyProductsQuery) =>
  ownItemsQueryOptions(productKeys.myList(tenantId, query), (signal) => getMyProducts(query, signal));

/** The chosen tenant's own products, by state tab, with the count of every tab. */
export const useMyProducts = (query: MyProductsQuery) =>
  useQuery(getMyProductsQueryOptions(useTenantScope(), query));
