import { listShelfQueue, type ShelfKind, type ShelfQueuePage, type ShelfQueueQuery } from '@rrsp/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { QUEUE_COUNTS_REFRESH, queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { shelfReviewKeys } from './query-keys.ts';

export type ShelfCounts = Pick<ShelfQueuePage, 'counts' | 'overdue' | 'oldestWaitingSeconds'>;

export const getShelfQueue = (query: ShelfQueueQuery, signal?: AbortSignal): Promise<ShelfQueuePage> =>
  api.request(listShelfQueue, { body: query, showLoading: false, signal });

/** One page of a kind's queue. */
export const getShelfQueueQueryOptions = (query: ShelfQueueQuery) =>
  queuePageQueryOptions(shelfReviewKeys.queue(query), (signal) => getShelfQueue(query, signal));

export const useShelfQueue = (query: ShelfQueueQuery) => useQuery(getShelfQueueQueryOptions(query));

/** The smallest page of a kind's queue, for its counts alone (menu badge, operator home). */
const countsQueryOf = (kind: ShelfKind): ShelfQueueQuery => ({
  kind,
  view: 'pending',
  pageNum: 1,
  pageSize: 1,
});

/** The counts of a kind, and how many of its items wait too long. */
export const getShelfCountsQueryOptions = (kind: ShelfKind) =>
  queryOptions({
    queryKey: shelfReviewKeys.queue(countsQueryOf(kind)),
    queryFn: ({ signal }) =>
      api.request(listShelfQueue, { body: countsQueryOf(kind), showLoading: false, silent: true, signal }),
    ...QUEUE_COUNTS_REFRESH,
  });

const countsOf = ({ counts, overdue, oldestWaitingSeconds }: ShelfQueuePage): ShelfCounts => ({
  counts,
  overdue,
  oldestWaitingSeconds,
});

/** The longer of two waits (null: nothing waits). */
export const longestOf = (...waits: (number | null)[]): number | null =>
  waits.reduce<number | null>(
    (longest, wait) => (wait !== null && (longest === null || wait > longest) ? wait : longest),
    null,
  );

/** The counts of services and products together: what waits for an operator, and for how long. */
export const useShelfCounts = () =>
  useQueries({
    queries: [getShelfCountsQueryOptions('service'), getShelfCountsQueryOptions('product')],
    combine: ([service, product]) => ({
      data:
        service?.data && product?.data
          ? {
              service: countsOf(service.data),
              product: countsOf(product.data),
            }
          : undefined,
      isPending: Boolean(service?.isPending || product?.isPending),
      isError: Boolean(service?.isError || product?.isError),
    }),
  });
