import { type DataOf, listReports } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ReportQueueQuery, reportKeys } from './query-keys.ts';

export type ReportQueuePage = DataOf<typeof listReports>;

export const getReportQueue = (query: ReportQueueQuery, signal?: AbortSignal): Promise<ReportQueuePage> =>
  api.request(listReports, { body: query, showLoading: false, signal });

/** One page of the queue (open: oldest first; handled: latest first); the previous page stays while a new one loads. */
export const getReportQueueQueryOptions = (query: ReportQueueQuery) =>
  queryOptions({
    queryKey: reportKeys.queue(query),
    queryFn: ({ signal }) => getReportQueue(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useReportQueue = (query: ReportQueueQuery) => useQuery(getReportQueueQueryOptions(query));

const COUNTS_QUERY: ReportQueueQuery = { state: 'open', pageNum: 1, pageSize: 1 };

/**
 * The counts of each state alone (menu badge, operator home): quiet, because a figure that cannot load is not worth
 * a toast; read again every few minutes while an operator works, so new reports show up.
 */
export const getReportCountsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.counts(),
    queryFn: ({ signal }) =>
      api.request(listReports, { body: COUNTS_QUERY, showLoading: false, silent: true, signal }),
    select: (page) => page.counts,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useReportCounts = () => useQuery(getReportCountsQueryOptions());
