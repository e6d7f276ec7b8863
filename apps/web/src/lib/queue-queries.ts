import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/**
 * How an operator's queues are read, the same for each (settlement, shelf audit, reports); the feature that owns the
 * endpoint passes its key and its request.
 */

/** One page of a queue: fresh for 30 s; while the next page or filter loads, the previous one stays (dimmed). */
export const queuePageQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  fetchPage: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * A queue's counts (menu badge, operator home) are read again every few minutes while an operator works, so new
 * items show up; spread into the counts' query options, whose request is quiet (a figure is not worth a toast).
 */
export const QUEUE_COUNTS_REFRESH = { staleTime: 60_000, refetchInterval: 5 * 60_000 } as const;

/** The item under review: another operator may decide meanwhile, so it is read again on every opening. */
export const reviewItemQueryOptions = <T, K extends QueryKey>(
  queryKey: K,
  fetchItem: (signal: AbortSignal) => Promise<T>,
) => queryOptions<T, Error, T, K>({ queryKey, queryFn: ({ signal }) => fetchItem(signal), staleTime: 0 });
