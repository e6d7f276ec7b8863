import { type DataOf, listServiceShelf, type ServiceShelfQuery } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

export type ServiceShelfPage = DataOf<typeof listServiceShelf>;

/** Four cards a row, three rows. */
export const SHELF_PAGE_SIZE = 12;

export const getServiceShelf = (query: ServiceShelfQuery, signal?: AbortSignal): Promise<ServiceShelfPage> =>
  api.request(listServiceShelf, { body: query, showLoading: false, signal });

/** One page of the shelf; the previous page stays on screen (dimmed) while a new filter loads. */
export const getServiceShelfQueryOptions = (query: ServiceShelfQuery) =>
  queryOptions({
    queryKey: serviceKeys.shelf(query),
    queryFn: ({ signal }) => getServiceShelf(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useServiceShelf = (query: ServiceShelfQuery) => useQuery(getServiceShelfQueryOptions(query));
