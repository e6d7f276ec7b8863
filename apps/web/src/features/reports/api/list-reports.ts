import { type DataOf, listReports } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { QUEUE_COUNTS_REFRESH, queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { type ReportQueueQuery, reportKeys } from './query-keys.ts';

export type ReportQueuePage = DataOf<typeof listReports>;
export type ReportCounts = ReportQueuePage['counts'] & Pick<ReportQueuePage, 'oldestWaitingSeconds'>;

export const getReportQueue = (query: ReportQueueQuery, signal?: AbortSignal): Promise<ReportQueuePage> =>
  api.request(listReports, { body: query, showLoading: false, signal });

/** One page of the queue (open: oldest first; handled: latest first). */
export const getReportQueueQueryOptions = (query: ReportQueueQuery) =>
  queuePageQueryOptions(reportKeys.queue(query), (signal) => getReportQueue(query, signal));

export const useReportQueue = (query: ReportQueueQuery) => useQuery(getReportQueueQueryOptions(query));

const COUNTS_QUERY: ReportQueueQuery = { state: 'open', pageNum: 1, pageSize: 1 };

/** The counts of each state alone (menu badge, operator home). */
export const getReportCountsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.counts(),
    queryFn: ({ signal }) =>
      api.request(listReports, { body: COUNTS_QUERY, showLoading: false, silent: true, signal }),
    select: (page) => ({ ...page.counts, oldestWaitingSeconds: page.oldestWaitingSeconds }),
    ...QUEUE_COUNTS_REFRESH,
  });

export const useReportCounts = () => useQuery(getReportCountsQueryOptions());
