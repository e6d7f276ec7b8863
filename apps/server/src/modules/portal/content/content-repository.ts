import type { ContentClass, ContentDetail, ContentSummary, PageQuery } from '@rrsp/contract';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/client.ts';
import { containsPattern, countUpTo, offsetOf, toPage } from '../../../platform/database/paging.ts';
import { type ContentKind, contentClasses, contentItems } from './tables.ts';

const summaryColumns = {
  id: contentItems.id,
  classId: contentItems.classId,
  className: contentClasses.name,
  title: contentItems.title,
  summary: contentItems.summary,
  coverUrl: contentItems.coverUrl,
  providerName: contentItems.providerName,
  regionName: contentItems.regionName,
  tags: contentItems.tags,
  publishedAt: contentItems.publishedAt,
  views: contentItems.views,
};

type SummaryRow = Omit<
  Pick<typeof contentItems.$inferSelect, Exclude<keyof typeof summaryColumns, 'className'>>,
  never
> & {
  className: string;
};

const toSummary = (row: SummaryRow): ContentSummary => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

export interface ContentFilter extends PageQuery {
  classId?: string | undefined;
  keyword?: string | undefined;
  /** Only what this tenant provides (the servant's own lists). */
  providerTenantId?: string | undefined;
}

type Neighbour = { id: string; title: string } | null;

/**
 * The items beside one in its kind's list (newest first), in one statement: a row comparison is a range on
 * content_items_list_idx starting where the item sits, and the item's own published_at is read in SQL, where it keeps
 * its microseconds (as news-repository.ts does, decision 018).
 */
const neighboursOf = async (db: Database, id: string) => {
  const side = (newer: boolean) => sql`(
    select json_build_object('id', n.id, 'title', n.title) from ${contentItems} n
     where n.kind = current_item.kind and n.status = 'published'
       and ${newer ? sql`(n.published_at, n.id) > (current_item.published_at, current_item.id)` : sql`(n.published_at, n.id) < (current_item.published_at, current_item.id)`}
     order by ${newer ? sql`n.published_at, n.id` : sql`n.published_at desc, n.id desc`}
     limit 1)`;
  const { rows } = await db.execute<{ previous: Neighbour; next: Neighbour }>(
    sql`select ${side(true)} as previous, ${side(false)} as next from ${contentItems} current_item where current_item.id = ${id}`,
  );
  return { previous: rows[0]?.previous ?? null, next: rows[0]?.next ?? null };
};

/** Solutions and cases: one repository, told which kind it serves. */
export const createContentRepository = (db: Database, kind: ContentKind) => {
  const published = and(eq(contentItems.kind, kind), eq(contentItems.status, 'published'));
  const base = () =>
    db
      .select(summaryColumns)
      .from(contentItems)
      .innerJoin(contentClasses, eq(contentClasses.id, contentItems.classId));

  const filterWhere = (filter: Omit<ContentFilter, 'pageNum' | 'pageSize'>) => {
    const conditions: (SQL | undefined)[] = [published];
    if (filter.classId) conditions.push(eq(contentItems.classId, filter.classId));
    if (filter.providerTenantId) conditions.push(eq(contentItems.providerTenantId, filter.providerTenantId));
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      conditions.push(
        or(
          ilike(contentItems.title, pattern),
          ilike(contentItems.summary, pattern),
          ilike(contentItems.providerName, pattern),
          sql`array_to_string(${contentItems.tags}, ' ') ilike ${pattern}`,
        ),
      );
    }
    return and(...conditions);
  };

  return {
    /** The class tabs; with a provider, each counts only what that tenant provides. */
    async classes(paging: PageQuery, providerTenantId?: string) {
      const itemCount = providerTenantId
        ? sql<number>`(count(${contentItems.id}) filter (where ${contentItems.status} = 'published' and ${contentItems.providerTenantId} = ${providerTenantId}))::int`
        : sql<number>`(count(${contentItems.id}) filter (where ${contentItems.status} = 'published'))::int`;
      const where = eq(contentClasses.kind, kind);
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: contentClasses.id, name: contentClasses.name, itemCount })
          .from(contentClasses)
          .leftJoin(contentItems, eq(contentItems.classId, contentClasses.id))
          .where(where)
          .groupBy(contentClasses.id)
          .orderBy(asc(contentClasses.sort), asc(contentClasses.name))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(contentClasses).where(where),
      ]);
      return toPage<ContentClass>(rows, total?.n ?? 0, paging);
    },

    async latest(limit: number, classId?: string): Promise<ContentSummary[]> {
      const rows = await base()
        .where(filterWhere({ classId }))
        .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
        .limit(limit);
      return rows.map(toSummary);
    },

    /** Rows carry the provider's contact; only signed-in callers get to see it (see the routes). */
    async list(filter: ContentFilter) {
      const where = filterWhere(filter);
      const [rows, total] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            contactName: contentItems.contactName,
            contactPhone: contentItems.contactPhone,
          })
          .from(contentItems)
          .innerJoin(contentClasses, eq(contentClasses.id, contentItems.classId))
          .where(where)
          .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
          .limit(filter.pageSize)
          .offset(offsetOf(filter)),
        countUpTo(db, () => db.select({ one: sql`1` }).from(contentItems).where(where).$dynamic()),
      ]);
      return toPage(
        rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
        total,
        filter,
      );
    },

    /** A published item with its neighbours; views are counted by the route (platform/database/view-counter.ts). */
    async detail(id: string): Promise<ContentDetail | null> {
      const [updated] = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.id, id), published))
        .limit(1);
      if (!updated) return null;
      const [className] = await db
        .select({ name: contentClasses.name })
        .from(contentClasses)
        .where(eq(contentClasses.id, updated.classId));
      const [{ previous, next }, related] = await Promise.all([
        neighboursOf(db, id),
        base()
          .where(and(published, eq(contentItems.classId, updated.classId), ne(contentItems.id, id)))
          .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
          .limit(4),
      ]);
      return {
        id: updated.id,
        classId: updated.classId,
        className: className?.name ?? '',
        title: updated.title,
        summary: updated.summary,
        coverUrl: updated.coverUrl,
        providerName: updated.providerName,
        regionName: updated.regionName,
        tags: updated.tags,
        publishedAt: updated.publishedAt.toISOString(),
        views: updated.views,
        content: updated.content,
        providerTenantId: updated.providerTenantId,
        contactName: updated.contactName,
        contactPhone: updated.contactPhone,
        previous,
        next,
        related: related.map(toSummary),
      };
    },
  };
};

export type ContentRepository = ReturnType<typeof createContentRepository>;
