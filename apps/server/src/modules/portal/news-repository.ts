import { NEWS_CATEGORIES, type NewsCategory, type NewsDetail, type NewsSummary } from '@rrsp/contract';
import { and, count, desc, eq, gt, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { containsPattern, offsetOf, toPage } from '../../platform/database/paging.ts';
import { news } from './content-tables.ts';

const categoryName = (code: string): string => NEWS_CATEGORIES.find((c) => c.code === code)?.name ?? '资讯';

const summaryColumns = {
  id: news.id,
  category: news.category,
  title: news.title,
  summary: news.summary,
  coverUrl: news.coverUrl,
  source: news.source,
  publishedAt: news.publishedAt,
  views: news.views,
};

type SummaryRow = Pick<typeof news.$inferSelect, keyof typeof summaryColumns>;

const toSummary = (row: SummaryRow): NewsSummary => ({
  newsId: row.id,
  category: row.category as NewsCategory,
  categoryName: categoryName(row.category),
  title: row.title,
  summary: row.summary,
  coverUrl: row.coverUrl,
  source: row.source,
  publishedAt: row.publishedAt.toISOString(),
  views: row.views,
});

export interface NewsFilter {
  category?: NewsCategory | undefined;
  keyword?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  pageNum: number;
  pageSize: number;
}

const PUBLISHED = eq(news.status, 'published');

/** Dates in filters are China Standard Time calendar days. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

export const createNewsRepository = (db: Database) => ({
  async latest(limit: number, category?: NewsCategory): Promise<NewsSummary[]> {
    const rows = await db
      .select(summaryColumns)
      .from(news)
      .where(category ? and(PUBLISHED, eq(news.category, category)) : PUBLISHED)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(limit);
    return rows.map(toSummary);
  },

  async list(filter: NewsFilter) {
    const conditions: SQL[] = [PUBLISHED];
    if (filter.category) conditions.push(eq(news.category, filter.category));
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      const match = or(ilike(news.title, pattern), ilike(news.summary, pattern));
      if (match) conditions.push(match);
    }
    if (filter.startDate) conditions.push(gte(news.publishedAt, dayStart(filter.startDate)));
    if (filter.endDate) {
      conditions.push(lt(news.publishedAt, new Date(dayStart(filter.endDate).getTime() + 86_400_000)));
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(news)
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(filter.pageSize)
        .offset(offsetOf(filter)),
      db.select({ n: count() }).from(news).where(where),
    ]);
    return toPage(rows.map(toSummary), total?.n ?? 0, filter);
  },

  /** Reads a published item and counts the view in the same statement. */
  async viewDetail(newsId: string): Promise<NewsDetail | null> {
    const [row] = await db
      .update(news)
      .set({ views: sql`${news.views} + 1` })
      .where(and(eq(news.id, newsId), PUBLISHED))
      .returning();
    if (!row) return null;
    const sameCategory = and(PUBLISHED, eq(news.category, row.category));
    // List order is newest first: the previous item is the next newer one, the next item the next older one.
    const newer = or(
      gt(news.publishedAt, row.publishedAt),
      and(eq(news.publishedAt, row.publishedAt), gt(news.id, row.id)),
    );
    const older = or(
      lt(news.publishedAt, row.publishedAt),
      and(eq(news.publishedAt, row.publishedAt), lt(news.id, row.id)),
    );
    const [previous, next] = await Promise.all([
      db
        .select({ id: news.id, title: news.title })
        .from(news)
        .where(and(sameCategory, newer))
        .orderBy(news.publishedAt, news.id)
        .limit(1),
      db
        .select({ id: news.id, title: news.title })
        .from(news)
        .where(and(sameCategory, older))
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(1),
    ]);
    return {
      ...toSummary(row),
      author: row.author,
      content: row.content,
      previous: previous[0] ?? null,
      next: next[0] ?? null,
    };
  },
});

export type NewsRepository = ReturnType<typeof createNewsRepository>;
