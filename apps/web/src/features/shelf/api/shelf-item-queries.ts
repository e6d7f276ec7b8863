import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * How a product's and a service's queries are read (each kind's own endpoint and keys): how long each stays fresh,
 * and which keep the previous page on screen, dimmed, while the next loads. The same for both kinds.
 */

type Fetch<T> = (signal: AbortSignal) => Promise<T>;

/** One page of the shelf, filtered and ordered as asked. */
export const shelfPageQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchPage: Fetch<T>) =>
  queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** An item on the shelf: each fetch counts a view, so reading it again within five minutes does not count twice. */
export const listedItemQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchItem: Fetch<T>) =>
  queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => fetchItem(signal),
    staleTime: 5 * 60_000,
  });

/** An item as its owner sees it: an operator may decide meanwhile, so it is read again on opening. */
export const ownItemQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchItem: Fetch<T>) =>
  queryOptions<T, Error, T, K>({ queryKey, queryFn: ({ signal }) => fetchItem(signal), staleTime: 0 });

/** One page of the tenant's own items by state tab: an operator's decision changes a row on its own. */
export const ownItemsQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchPage: Fetch<T>) =>
  queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** One page of an item's log, newest first: read again on every opening. */
export const itemLogQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchPage: Fetch<T>) =>
  queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
