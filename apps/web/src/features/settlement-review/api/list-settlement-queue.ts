import { type DataOf, listSettlementQueue, type SettlementQueueQuery } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { QUEUE_COUNTS_REFRESH, queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { settlementReviewKeys } from './query-keys.ts';

export type SettlementQueuePage = DataOf<typeof listSettlementQueue>;
export type SettlementCounts = SettlementQueuePage['counts'];
/** The counts and when the application that has waited longest arrived (the operator home). */
export type SettlementTodo = SettlementCounts & Pick<SettlementQueuePage, 'oldestWaitingSeconds'>;

export const getSettlementQueue = (
  query: SettlementQueueQuery,
  signal?: AbortSignal,
): Promise<SettlementQueuePage> => api.request(listSettlementQueue, { query, showLoading: false, signal });

/** One page of the queue, the longest waits first. */
export const getSettlementQueueQueryOptions = (query: SettlementQueueQuery) =>
  queuePageQueryOptions(settlementReviewKeys.queue(query), (signal) => getSettlementQueue(query, signal));

export const useSettlementQueue = (query: SettlementQueueQuery) =>
  useQuery(getSettlementQueueQueryOptions(query));

/** The smallest page of the whole queue, for its counts alone (menu badge, operator home). */
const COUNTS_QUERY: SettlementQueueQuery = { pageNum: 1, pageSize: 1 };

/** The counts per state, and how many applications wait too long. */
export const useSettlementCounts = (options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: settlementReviewKeys.queue(COUNTS_QUERY),
    queryFn: ({ signal }) =>
      api.request(listSettlementQueue, { query: COUNTS_QUERY, showLoading: false, silent: true, signal }),
    select: (page): SettlementTodo => ({ ...page.counts, oldestWaitingSeconds: page.oldestWaitingSeconds }),
    ...QUEUE_COUNTS_REFRESH,
    enabled: options.enabled ?? true,
  });

/** How many applications wait for an operator (first submissions and resubmissions). */
export const waitingCountOf = (counts: SettlementCounts): number => counts.submitted + counts.resubmitted;
