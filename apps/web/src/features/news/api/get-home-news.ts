import { getHomePageNews, type NewsCategory, type NewsSummary } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { newsKeys } from './query-keys.ts';

/** The home page's latest news (with covers), optionally of one category. */
export const getHomeNews = (
  category: NewsCategory | undefined,
  signal?: AbortSignal,
): Promise<NewsSummary[]> =>
  // The block shows its own skeleton: no 'please wait' toast on top of it.
  api.request(getHomePageNews, { body: category ? { category } : {}, showLoading: false, signal });

export const getHomeNewsQueryOptions = (category?: NewsCategory) =>
  queryOptions({
    queryKey: newsKeys.home(category),
    queryFn: ({ signal }) => getHomeNews(category, signal),
  });

export const useHomeNews = (category?: NewsCategory) => useQuery(getHomeNewsQueryOptions(category));
