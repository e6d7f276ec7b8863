import { NEWS_CATEGORIES } from '@rrsp/contract';
import { and, asc, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../../../platform/database/client.ts';
import { type ContentKind, contentClasses, contentItems, news } from '../content-tables.ts';

/**
 * The reads the server-rendered pages need and the repositories do not offer without counting a view. A crawler's
 * visit is not a reader's, so these read and count nothing.
 */

export interface Neighbour {
  id: string;
  title: string;
}

export interface NewsArticle {
  id: string;
  category: string;
  categoryName: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  /** Sanitised on write (see rich-text.ts), so it goes into the page as it is. */
  content: string;
  source: string;
  author: string;
  publishedAt: Date;
  views: number;
  previous: Neighbour | null;
  next: Neighbour | null;
}

export interface ContentArticle {
  id: string;
  classId: string;
  className: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  content: string;
  providerName: string;
  regionName: string;
  tags: string[];
  publishedAt: Date;
  views: number;
  previous: Neighbour | null;
  next: Neighbour | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id a detail link may carry; anything else is a missing page without asking the database. */
export const isItemId = (value: string | undefined): value is string =>
  value !== undefined && UUID.test(value);

export const newsCategoryName = (code: string): string =>
  NEWS_CATEGORIES.find((category) => category.code === code)?.name ?? '资讯';

const NEWS_PUBLISHED = eq(news.status, 'published');

export const readNewsArticle = async (db: Database, id: string): Promise<NewsArticle | null> => {
  const [row] = await db
    .select({
      id: news.id,
      category: news.category,
      title: news.title,
      summary: news.summary,
      coverUrl: news.coverUrl,
      content: news.content,
      source: news.source,
      author: news.author,
      publishedAt: news.publishedAt,
      views: news.views,
    })
    .from(news)
    .where(and(eq(news.id, id), NEWS_PUBLISHED));
  if (!row) return null;
  // The neighbours the app shows: within the category, newest first (the previous item is the next newer one).
  const sameCategory = and(NEWS_PUBLISHED, eq(news.category, row.category));
  const at = row.publishedAt;
  const [previous, next] = await Promise.all([
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(sameCategory, or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, id)))))
      .orderBy(asc(news.publishedAt), asc(news.id))
      .limit(1),
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(sameCategory, or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, id)))))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1),
  ]);
  return {
    ...row,
    categoryName: newsCategoryName(row.category),
    previous: previous[0] ?? null,
    next: next[0] ?? null,
  };
};

export const readContentArticle = async (
  db: Database,
  kind: ContentKind,
  id: string,
): Promise<ContentArticle | null> => {
  const published = and(eq(contentItems.kind, kind), eq(contentItems.status, 'published'));
  const [row] = await db
    .select({
      id: contentItems.id,
      classId: contentItems.classId,
      className: contentClasses.name,
      title: contentItems.title,
      summary: contentItems.summary,
      coverUrl: contentItems.coverUrl,
      content: contentItems.content,
      providerName: contentItems.providerName,
      regionName: contentItems.regionName,
      tags: contentItems.tags,
      publishedAt: contentItems.publishedAt,
      views: contentItems.views,
    })
    .from(contentItems)
    .innerJoin(contentClasses, eq(contentClasses.id, contentItems.classId))
    .where(and(eq(contentItems.id, id), published));
  if (!row) return null;
  const at = row.publishedAt;
  const neighbour = { id: contentItems.id, title: contentItems.title };
  const [previous, next] = await Promise.all([
    db
      .select(neighbour)
      .from(contentItems)
      .where(
        and(
          published,
          or(
            gt(contentItems.publishedAt, at),
            and(eq(contentItems.publishedAt, at), gt(contentItems.id, id)),
          ),
        ),
      )
      .orderBy(asc(contentItems.publishedAt), asc(contentItems.id))
      .limit(1),
    db
      .select(neighbour)
      .from(contentItems)
      .where(
        and(
          published,
          or(
            lt(contentItems.publishedAt, at),
            and(eq(contentItems.publishedAt, at), lt(contentItems.id, id)),
          ),
        ),
      )
      .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
      .limit(1),
  ]);
  return { ...row, previous: previous[0] ?? null, next: next[0] ?? null };
};
