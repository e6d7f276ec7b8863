import type { NewsCategory, NewsListQuery } from '@rrsp/contract';

/** Every query key of the news feature: one factory, so loaders, hooks and invalidation agree. */
export const newsKeys = {
  all: ['news'] as const,
  home: (category: NewsCategory | undefined) => [...newsKeys.all, 'home', category ?? 'all'] as const,
  list: (query: NewsListQuery) => [...newsKeys.all, 'list', query] as const,
  detail: (newsId: string) => [...newsKeys.all, 'detail', newsId] as const,
};
