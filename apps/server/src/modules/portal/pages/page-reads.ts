import type { ContentRepository, NewsRepository } from '../content/public.ts';

/**
 * The articles a server-rendered page shows: the repositories' details (which read and count nothing; a crawler's
 * visit is not a reader's), with the publication time as a Date, as the page writes it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id a detail link may carry; anything else is a missing page without asking the database. */
export const isItemId = (value: string | undefined): value is string =>
  value !== undefined && UUID.test(value);

export const readNewsArticle = async (repository: NewsRepository, id: string) => {
  const detail = await repository.detail(id);
  return detail && { ...detail, id: detail.newsId, publishedAt: new Date(detail.publishedAt) };
};
export type NewsArticle = NonNullable<Awaited<ReturnType<typeof readNewsArticle>>>;

export const readContentArticle = async (repository: ContentRepository, id: string) => {
  const detail = await repository.detail(id);
  return detail && { ...detail, publishedAt: new Date(detail.publishedAt) };
};
export type ContentArticle = NonNullable<Awaited<ReturnType<typeof readContentArticle>>>;
