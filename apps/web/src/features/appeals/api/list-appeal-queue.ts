import { type DataOf, listAppealQueue } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { QUEUE_COUNTS_REFRESH, queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { type AppealQueueQuery, appealKeys } from './query-keys.ts';

export type AppealQueuePage = DataOf<typeof listAppealQueue>;
export type AppealCounts = AppealQueuePage['counts'] & Pick<AppealQueuePage, 'oldestWaitingSeconds'>;

export const getAppealQueue = (query: AppealQueueQuery, signal?: AbortSignal): Promise<AppealQueuePage> =>
  api.request(listAppealQueue, { body: query, showLoading: false, signal });

/** One page of the queue (pending: the longest waiting first; decided: the latest decision first). */
export const getAppealQueueQueryOptions = (query: AppealQueueQuery) =>
  queuePageQueryOptions(appealKeys.queue(query), (signal) => getAppealQueue(query, signal));

export const useAppealQueue = (query: AppealQueueQuery) => useQuery(getAppealQueueQueryOptions(query));

const COUNTS_QUERY: AppealQueueQuery = { status: 'pending', pageNum: 1, pageSize: 1 };

/** The counts of each state, and when the oldest pending appeal was filed (the operator home's card). */
export const getAppealCountsQueryOptions = () =>
  queryOptions({
    queryKey: appealKeys.counts(),
    queryFn: ({ signal }) =>
      api.request(listAppealQueue, { body: COUNTS_QUERY, showLoading: false, silent: true, signal }),
    select: (page): AppealCounts => ({ ...page.counts, oldestWaitingSeconds: page.oldestWaitingSeconds }),
    ...QUEUE_COUNTS_REFRESH,
  });

export const useAppealCounts = () => useQuery(getAppealCountsQueryOptions());
