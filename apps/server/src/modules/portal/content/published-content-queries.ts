import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/database/client.ts';
import { type ContentKind, contentItems, news } from './tables.ts';

/** News, or solutions and cases by their kind. */
export type PublishedKind = 'news' | ContentKind;

/** One published item's address parts: its id and when it was published. */
export interface PublishedEntry {
  id: string;
  at: Date;
}

const publishedNews = eq(news.status, 'published');
const publishedItems = (kind: ContentKind) =>
  and(eq(contentItems.kind, kind), eq(contentItems.status, 'published'));

/** How many solutions or cases are published: a figure of the dashboard (datacollect module). */
export const countPublishedContent = async (db: Database, kind: ContentKind): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(contentItems).where(publishedItems(kind));
  return row?.n ?? 0;
};

/** What is published, oldest first, for lists that must name every item (the sitemap). */
export const createPublishedContentQueries = (db: Database) => ({
  async count(kind: PublishedKind): Promise<number> {
    if (kind !== 'news') return countPublishedContent(db, kind);
    const [row] = await db.select({ n: count() }).from(news).where(publishedNews);
    return row?.n ?? 0;
  },

  /** `limit` entries after the first `offset`, oldest first (a new item lands last). */
  page(kind: PublishedKind, offset: number, limit: number): Promise<PublishedEntry[]> {
    if (kind === 'news') {
      return db
        .select({ id: news.id, at: news.publishedAt })
        .from(news)
        .where(publishedNews)
        .orderBy(asc(news.publishedAt), asc(news.id))
        .limit(limit)
        .offset(offset);
    }
    return db
      .select({ id: contentItems.id, at: contentItems.publishedAt })
      .from(contentItems)
      .where(publishedItems(kind))
      .orderBy(asc(contentItems.publishedAt), asc(contentItems.id))
      .limit(limit)
      .offset(offset);
  },
});
