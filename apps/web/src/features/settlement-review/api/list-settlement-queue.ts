import { type DataOf, listSettlementQueue, type SettlementQueueQuery } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

export type SettlementQueuePage = DataOf<typeof listSettlementQueue>;
export type SettlementCounts = SettlementQueuePage['counts'];

export const getSettlementQueue = (
  query: SettlementQueueQuery,
  signal?: AbortSignal,
): Promise<SettlementQueuePage> => api.request(listSettlementQueue, { query, showLoading: false, signal });

/** One page of the queue; the previous page stays on screen (dimmed) while a new filter loads. */
export const getSettlementQueueQueryOptions = (query: SettlementQueueQuery) =>
  queryOptions({
    queryKey: settlementReviewKeys.queue(query),
    queryFn: ({ signal }) => getSettlementQueue(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSettlementQueue = (query: SettlementQueueQuery) =>
  useQuery(getSettlementQueueQueryOptions(query));

/** The smallest page of the whole queue, for its counts alone (menu badge, operator home). */
const COUNTS_QUERY: SettlementQueueQuery = { pageNum: 1, pageSize: 1 };

/**
 * The counts per state: quiet, because a badge that cannot load is not worth a toast; refreshed every few minutes
 * while an operator works, so the number waiting keeps up with new applications.
 */
export const useSettlementCounts = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: settlementReviewKeys.queue(COUNTS_QUERY),
    queryFn: ({ signal }) =>
      api.request(listSettlementQueue, { query: COUNTS_QUERY, showLoading: false, silent: true, signal }),
    select: (page): SettlementCounts => page.counts,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    enabled: options.enabled ?? true,
  });

/** How many applications wait for an operator (first submissions and resubmissions). */
export const waitingCountOf = (counts: SettlementCounts): number => counts.submitted + counts.resubmitted;
