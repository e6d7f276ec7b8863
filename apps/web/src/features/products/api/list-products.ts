import { listProducts, type ProductShelfQuery } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { shelfPageQueryOptions } from '../../shelf/api/shelf-item-queries.ts';
import { productKeys } from './query-keys.ts';

export const getProducts = (query: ProductShelfQuery, signal?: AbortSignal) =>
  api.request(listProducts, { body: query, showLoading: false, signal });

/** One page of the shelf; the previous page stays on screen (dimmed) while a new filter loads. */
export const getProductsQueryOptions = (query: ProductShelfQuery) =>
  shelfPageQueryOptions(productKeys.shelf(query), (signal) => getProducts(query, signal));

/** Every product on the shelf, filtered and ordered as asked. */
export const useProducts = (query: ProductShelfQuery) => useQuery(getProductsQueryOptions(query));
