import { type DataOf, listParticipantProducts } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type MyProductsQuery, productKeys } from './query-keys.ts';

export type MyProductsPage = DataOf<typeof listParticipantProducts>;

export const MY_PRODUCTS_PAGE_SIZE = 10;

export const getMyProducts = (query: MyProductsQuery, signal?: AbortSignal): Promise<MyProductsPage> =>
  api.request(listParticipantProducts, { body: query, showLoading: false, signal });

export const getMyProductsQueryOptions = (tenantId: string, query: MyProductsQuery) =>
  queryOptions({
    queryKey: productKeys.myList(tenantId, query),
    queryFn: ({ signal }) => getMyProducts(query, signal),
    placeholderData: keepPreviousData,
    // an operator's decision changes a row on its own
    staleTime: 15_000,
  });

/** The chosen tenant's own products, by state tab, with the count of every tab. */
export const useMyProducts = (query: MyProductsQuery) =>
  useQuery(getMyProductsQueryOptions(useTenantScope(), query));
