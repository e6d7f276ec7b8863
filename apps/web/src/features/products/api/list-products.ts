import { type DataOf, listProducts, type ProductShelfQuery } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

export type ProductShelfPage = DataOf<typeof listProducts>;

/** Four cards a row, three rows. */
export const PRODUCT_SHELF_PAGE_SIZE = 12;

export const getProducts = (query: ProductShelfQuery, signal?: AbortSignal): Promise<ProductShelfPage> =>
  api.request(listProducts, { body: query, showLoading: false, signal });

/** One page of the shelf; the previous page stays on screen (dimmed) while a new filter loads. */
export const getProductsQueryOptions = (query: ProductShelfQuery) =>
  queryOptions({
    queryKey: productKeys.shelf(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Every product on the shelf, filtered and ordered as asked. */
export const useProducts = (query: ProductShelfQuery) => useQuery(getProductsQueryOptions(query));
