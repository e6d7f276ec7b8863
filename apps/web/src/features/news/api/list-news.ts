import {
  listNews as listNewsEndpoint,
  type NewsListQuery,
  type NewsSummary,
  type Page,
} from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newsKeys } from './query-keys.ts';

export const NEWS_PAGE_SIZE = 10;

export const listNews = (query: NewsListQuery, signal?: AbortSignal): Promise<Page<NewsSummary>> =>
  api.request(listNewsEndpoint, { body: query, showLoading: false, signal });

export const getNewsListQueryOptions = (query: NewsListQuery) =>
  queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => listNews(query, signal),
    // The current page stays on screen (dimmed) while the next one loads: no jump, the pager stays put.
    placeholderData: keepPreviousData,
  });

export const useNewsList = (query: NewsListQuery) => useQuery(getNewsListQueryOptions(query));
