import { NEWS_CATEGORIES, type NewsCategory, type NewsDetail, type NewsSummary } from '@rrsp/contract';
import { and, type Column, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/database/client.ts';
import {
  containsPattern,
  countUpTo,
  gramsMatch,
  KEYWORD_WALK_CAP,
  offsetOf,
  pageStartOf,
  plannedRows,
  toPage,
  walksToKeywordPage,
} from '../../../platform/database/paging.ts';
import { news, newsMonthCounts } from './tables.ts';

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

/** A literal, not a bound parameter: the planner then proves the predicate of news_published_text_idx. */
const PUBLISHED = sql`${news.status} = 'published'`;

/** Dates in filters are China Standard Time calendar days. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`);

type Neighbour = { id: string; title: string } | null;

/**
 * The items beside one in its category's list (newest first: the previous item is the next newer one, the next item
 * the next older one), in one statement. The row comparison `(published_at, id) > (…)` is a range on
 * news_category_published_idx, read from where the item sits; the former `published_at > t or (published_at = t and
 * id > …)` was not, and scanned the category (270 ms at a million news). The item's own values are read in SQL, not
 * passed in: a JavaScript Date drops the microseconds of published_at and would make the item its own neighbour.
 */
const neighboursOf = async (db: Database, id: string) => {
  const side = (newer: boolean) => sql`(
    select json_build_object('id', n.id, 'title', n.title) from ${news} n
     where n.status = 'published' and n.category = current_item.category
       and ${newer ? sql`(n.published_at, n.id) > (current_item.published_at, current_item.id)` : sql`(n.published_at, n.id) < (current_item.published_at, current_item.id)`}
     order by ${newer ? sql`n.published_at, n.id` : sql`n.published_at desc, n.id desc`}
     limit 1)`;
  const { rows } = await db.execute<{ previous: Neighbour; next: Neighbour }>(
    sql`select ${side(true)} as previous, ${side(false)} as next from ${news} current_item where current_item.id = ${id}`,
  );
  return { previous: rows[0]?.previous ?? null, next: rows[0]?.next ?? null };
};

/** The rows of a page whose ids a subquery chose (a deferred join: only these rows are read from the table). */
const rowsOfPage = (db: Database, page: SubqueryWithSelection<{ id: typeof news.id }, 'page'>) =>
  db
    .select(summaryColumns)
    .from(page)
    .innerJoin(news, eq(news.id, page.id))
    .orderBy(desc(news.publishedAt), desc(news.id));

/**
 * A keyword's page of the list (`listed`: published, in the category and dates asked). Two ways to the same rows, in
 * the same order, with the same total; the keyword's ILIKE decides in both:
 * - a walk of the list in order, testing each entry until the page is full, off news_published_text_idx alone (it
 *   holds the texts): cheap for a common keyword on the first few hundred pages (刺梨 page 100: 20,000 entries);
 * - the character index (news_search_grams_idx) finds every candidate, which are read and sorted: cheap for a rare
 *   keyword, whose walk could read the whole list (decision 018), but 刺梨 page 100 sorted all 49,000 matches.
 * The walk is tried when the planner's estimates say the page lies near the top (`walksToKeywordPage`, decision 035)
 * and reads at most KEYWORD_WALK_CAP entries; a page it leaves short is read the other way.
 */
const keywordPage = async (db: Database, listed: SQL | undefined, keyword: string, filter: NewsFilter) => {
  const pattern = containsPattern(keyword);
  const matching = (title: Column, summary: Column) => or(ilike(title, pattern), ilike(summary, pattern));
  // the expression of news_search_grams_idx, so the planner can use it
  const candidates = and(listed, gramsMatch(sql`${news.title} || ' ' || ${news.summary}`, keyword));
  const where = and(candidates, matching(news.title, news.summary));
  const selectOne = (condition: SQL | undefined) =>
    db.select({ one: sql`1` }).from(news).where(condition).$dynamic();
  const [listRows, candidateRows, matchRows] = await Promise.all([
    plannedRows(db, selectOne(listed)),
    plannedRows(db, selectOne(candidates)),
    plannedRows(db, selectOne(and(listed, matching(news.title, news.summary)))),
  ]);
  const offset = offsetOf(filter);
  const walk = async () => {
    const walked = db
      .select({ id: news.id, publishedAt: news.publishedAt, title: news.title, summary: news.summary })
      .from(news)
      .where(listed)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(KEYWORD_WALK_CAP)
      .as('walked');
    return rowsOfPage(
      db,
      db
        .select({ id: walked.id })
        .from(walked)
        .where(matching(walked.title, walked.summary))
        .orderBy(desc(walked.publishedAt), desc(walked.id))
        .limit(filter.pageSize)
        .offset(offset)
        .as('page'),
    );
  };
  const ranked = () =>
    rowsOfPage(
      db,
      db
        .select({ id: news.id })
        .from(news)
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(filter.pageSize)
        .offset(offset)
        .as('page'),
    );
  const rows = async () => {
    // a full page from the walk is the page: its matches are the list's first, in its order
    const walked = walksToKeywordPage(filter, listRows, [candidateRows, matchRows]) ? await walk() : [];
    return walked.length === filter.pageSize ? walked : ranked();
  };
  const [page, total] = await Promise.all([
    rows(),
    // estimated from the candidates (without the ILIKE, which the planner would take for independent of them)
    countUpTo(db, () => selectOne(where), { planned: candidateRows }),
  ]);
  return toPage(page.map(toSummary), total, filter);
};

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
    if (filter.startDate) conditions.push(gte(news.publishedAt, dayStart(filter.startDate)));
    if (filter.endDate) {
      conditions.push(lt(news.publishedAt, new Date(dayStart(filter.endDate).getTime() + 86_400_000)));
    }
    if (filter.keyword) return keywordPage(db, and(...conditions), filter.keyword, filter);
    const where = and(...conditions);
    const offset = offsetOf(filter);
    // The whole list or one category: its total and the month the page starts in come from news_month_counts.
    const start =
      filter.startDate || filter.endDate
        ? undefined
        : await pageStartOf(
            db,
            sql`select month, sum(published) as n from ${newsMonthCounts}
                 where ${filter.category ? sql`category = ${filter.category}` : sql`true`} group by month`,
            offset,
          );
    if (start?.past) return toPage([], start.total, filter);
    // A deferred join: the page's ids come off news_published_idx (or the category's) alone, an index-only scan, and
    // only those ten rows are read from the table. Deep pages start at their month: the scan skips the newer ones.
    const page = db
      .select({ id: news.id })
      .from(news)
      .where(start?.until ? and(where, lt(news.publishedAt, start.until)) : where)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(filter.pageSize)
      .offset(offset - (start?.before ?? 0))
      .as('page');
    const [rows, total] = await Promise.all([
      rowsOfPage(db, page),
      start
        ? start.total
        : countUpTo(db, () => db.select({ one: sql`1` }).from(news).where(where).$dynamic()),
    ]);
    return toPage(rows.map(toSummary), total, filter);
  },

  /** A published item with its neighbours; views are counted by the route (platform/database/view-counter.ts). */
  async detail(newsId: string): Promise<NewsDetail | null> {
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.id, newsId), PUBLISHED))
      .limit(1);
    if (!row) return null;
    const { previous, next } = await neighboursOf(db, row.id);
    return {
      ...toSummary(row),
      author: row.author,
      content: row.content,
      previous,
      next,
    };
  },
});

export type NewsRepository = ReturnType<typeof createNewsRepository>;
