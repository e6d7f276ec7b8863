import { getNewsInfo, type NewsDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { COUNTS_VIEW } from '../../../lib/query-client.ts';
import { newsKeys } from './query-keys.ts';

export const getNewsDetail = (newsId: string, signal?: AbortSignal): Promise<NewsDetail> =>
  // Silent: the page shows a missing item as a 404 and any other failure with 重试, so no toast on top.
  api.request(getNewsInfo, { body: { newsId }, showLoading: false, silent: true, signal });

export const getNewsDetailQueryOptions = (newsId: string) =>
  queryOptions({
    queryKey: newsKeys.detail(newsId),
    queryFn: ({ signal }) => getNewsDetail(newsId, signal),
    // Each fetch counts a view: reading the page again within five minutes does not count twice.
    staleTime: 5 * 60_000,
    meta: COUNTS_VIEW,
  });

export const useNewsDetail = (newsId: string | undefined) =>
  useQuery({ ...getNewsDetailQueryOptions(newsId ?? ''), enabled: Boolean(newsId) });
