import type {
  ContentFields,
  EditorialFields,
  EditorialItemSummary,
  EditorialKind,
  EditorialState,
  NewsFields,
  Page,
} from '@rrsp/contract';
import { aliasedTable, and, desc, eq, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../../platform/database/client.ts';
import { containsPattern, offsetOf, toPage } from '../../../../platform/database/paging.ts';
import { users } from '../../../../platform/identity/tables.ts';
import { contentClasses, contentItems, news } from '../tables.ts';
import {
  type EditorialItemRow,
  type EditorialVersionRow,
  editorialItems,
  editorialPreviewLinks,
  editorialVersions,
} from './tables.ts';

export interface EditorialListFilter {
  kind?: EditorialKind | undefined;
  state?: EditorialState | undefined;
  keyword?: string | undefined;
  pageNum: number;
  pageSize: number;
}

/** What the service changes on an item with a decision. */
export type ItemChange = Partial<
  Pick<
    EditorialItemRow,
    | 'state'
    | 'workingVersion'
    | 'publishedVersion'
    | 'lastPublishedVersion'
    | 'scheduledVersion'
    | 'scheduledAt'
    | 'scheduledBy'
    | 'title'
    | 'returnReason'
  >
>;

const updater = aliasedTable(users, 'updater');

/** An item as a list row shows it; the item's own view adds its working version to this. */
export const editorialSummaryOf = (
  row: EditorialItemRow,
  updatedByName: string | null,
): EditorialItemSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  state: row.state,
  workingVersion: row.workingVersion,
  publishedVersion: row.publishedVersion,
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  updatedByName: updatedByName ?? '平台初始内容',
});

/** When visitors are told it was published: the version's date, else the date it first went out, else now. */
const publishedAtOf = (fields: EditorialFields, current: Date | undefined) =>
  fields.publishedAt ? new Date(fields.publishedAt) : (current ?? sql`now()`);

/**
 * The editors' side of content: items, their versions and preview links, and the one place a version is copied into
 * the public tables (news, content_items) that visitors read.
 */
export const createEditorialRepository = (db: Database) => ({
  async list(filter: EditorialListFilter): Promise<Page<EditorialItemSummary>> {
    const conditions: SQL[] = [];
    if (filter.kind) conditions.push(eq(editorialItems.kind, filter.kind));
    if (filter.state) conditions.push(eq(editorialItems.state, filter.state));
    if (filter.keyword) conditions.push(ilike(editorialItems.title, containsPattern(filter.keyword)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [counted]] = await Promise.all([
      db
        .select({ row: editorialItems, updatedByName: updater.nickName })
        .from(editorialItems)
        .leftJoin(updater, eq(updater.id, editorialItems.updatedBy))
        .where(where)
        .orderBy(desc(editorialItems.updatedAt), desc(editorialItems.id))
        .limit(filter.pageSize)
        .offset(offsetOf(filter)),
      db.select({ n: sql<number>`count(*)::int` }).from(editorialItems).where(where),
    ]);
    return toPage(
      rows.map(({ row, updatedByName }) => editorialSummaryOf(row, updatedByName)),
      counted?.n ?? 0,
      filter,
    );
  },

  async item(id: string, executor: Executor = db): Promise<EditorialItemRow | null> {
    const [row] = await executor.select().from(editorialItems).where(eq(editorialItems.id, id)).limit(1);
    return row ?? null;
  },

  /** The item, locked until `tx` ends: decisions on one item are taken one at a time. */
  async lock(tx: Transaction, id: string): Promise<EditorialItemRow | null> {
    const [row] = await tx.select().from(editorialItems).where(eq(editorialItems.id, id)).for('update');
    return row ?? null;
  },

  async version(id: string, version: number, executor: Executor = db): Promise<EditorialVersionRow | null> {
    const [row] = await executor
      .select()
      .from(editorialVersions)
      .where(and(eq(editorialVersions.itemId, id), eq(editorialVersions.version, version)))
      .limit(1);
    return row ?? null;
  },

  /** Every version, newest first, with its author's name (null: the platform's own content). */
  versions(id: string) {
    return db
      .select({
        version: editorialVersions.version,
        createdAt: editorialVersions.createdAt,
        note: editorialVersions.note,
        title: sql<string>`${editorialVersions.fields}->>'title'`,
        authorName: users.nickName,
      })
      .from(editorialVersions)
      .leftJoin(users, eq(users.id, editorialVersions.authorId))
      .where(eq(editorialVersions.itemId, id))
      .orderBy(desc(editorialVersions.version));
  },

  /**
   * Who wrote the versions after `after` up to `upTo` (both version numbers): the co-authors of a publication. A
   * restored version was written by whoever wrote the version it copied too, however far back the restores go.
   */
  async authorsBetween(executor: Executor, id: string, after: number, upTo: number): Promise<string[]> {
    const { rows } = await executor.execute<{ author_id: string }>(sql`
      with recursive counted as (
        select v.version, v.author_id, v.restored_from from ${editorialVersions} v
         where v.item_id = ${id} and v.version > ${after} and v.version <= ${upTo}
        union
        select v.version, v.author_id, v.restored_from from ${editorialVersions} v
          join counted c on v.item_id = ${id} and v.version = c.restored_from
      )
      select distinct author_id from counted where author_id is not null`);
    return rows.map((row) => row.author_id);
  },

  async nameOf(userId: string | null, executor: Executor = db): Promise<string | null> {
    if (!userId) return null;
    const [row] = await executor
      .select({ name: users.nickName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.name ?? null;
  },

  async createItem(
    tx: Transaction,
    values: { kind: EditorialKind; title: string; authorId: string },
  ): Promise<EditorialItemRow> {
    const [row] = await tx
      .insert(editorialItems)
      .values({
        kind: values.kind,
        state: 'draft',
        workingVersion: 1,
        title: values.title,
        updatedBy: values.authorId,
      })
      .returning();
    if (!row) throw new Error('editorial item insert returned nothing');
    return row;
  },

  async addVersion(
    tx: Transaction,
    values: {
      itemId: string;
      version: number;
      fields: EditorialFields;
      authorId: string;
      note: string;
      restoredFrom?: number;
    },
  ): Promise<void> {
    await tx.insert(editorialVersions).values(values);
  },

  async change(
    tx: Transaction,
    id: string,
    change: ItemChange,
    actorId: string | null,
  ): Promise<EditorialItemRow> {
    const [row] = await tx
      .update(editorialItems)
      .set({ ...change, updatedAt: sql`now()`, ...(actorId ? { updatedBy: actorId } : {}) })
      .where(eq(editorialItems.id, id))
      .returning();
    if (!row) throw new Error('editorial item vanished under its lock');
    return row;
  },

  /** Whether a class of this kind exists (solutions and cases name theirs). */
  async classExists(classId: string, kind: 'solution' | 'case', executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ id: contentClasses.id })
      .from(contentClasses)
      .where(and(eq(contentClasses.id, classId), eq(contentClasses.kind, kind)))
      .limit(1);
    return Boolean(row);
  },

  /**
   * Copies a version into the row visitors read, on the decision's transaction; its commit notifies every instance
   * (migration 0013), which drops what it prepared from the old row. The view count and the provider's tenant stay.
   */
  async putOnPortal(tx: Transaction, id: string, fields: EditorialFields, regionName: string): Promise<void> {
    if (fields.kind === 'news') {
      await putNews(tx, id, fields);
      return;
    }
    await putContent(tx, id, fields, regionName);
  },

  /** The tenant that provides a solution or case (the seed's items keep theirs; the console sets none); null for news. */
  async providerTenantOf(executor: Executor, id: string, kind: EditorialKind): Promise<string | null> {
    if (kind === 'news') return null;
    const [row] = await executor
      .select({ tenantId: contentItems.providerTenantId })
      .from(contentItems)
      .where(eq(contentItems.id, id));
    return row?.tenantId ?? null;
  },

  /** Takes the item off the portal: its row stays (views, links) but no list, page or sitemap shows it. */
  async takeOffPortal(tx: Transaction, id: string, kind: EditorialKind): Promise<void> {
    if (kind === 'news') await tx.update(news).set({ status: 'withdrawn' }).where(eq(news.id, id));
    else await tx.update(contentItems).set({ status: 'withdrawn' }).where(eq(contentItems.id, id));
  },

  async addPreviewLink(values: typeof editorialPreviewLinks.$inferInsert): Promise<void> {
    await db.insert(editorialPreviewLinks).values(values);
  },

  /** The link of this token hash while it lasts, by the database's clock. */
  async livePreviewLink(tokenHash: string) {
    const [row] = await db
      .select()
      .from(editorialPreviewLinks)
      .where(
        and(eq(editorialPreviewLinks.tokenHash, tokenHash), sql`${editorialPreviewLinks.expiresAt} > now()`),
      )
      .limit(1);
    return row ?? null;
  },

  /** Links expired a day ago or more: nobody can open them, the table need not keep them. */
  async purgeExpiredPreviewLinks(): Promise<number> {
    const removed = await db
      .delete(editorialPreviewLinks)
      .where(lt(editorialPreviewLinks.expiresAt, sql`now() - interval '1 day'`))
      .returning({ tokenHash: editorialPreviewLinks.tokenHash });
    return removed.length;
  },

  /** The classes of a kind, in their order, each with how many items file under it now (see classInUse). */
  async classes(kind: 'solution' | 'case', executor: Executor = db) {
    const { rows } = await executor.execute<{
      id: string;
      name: string;
      sort: number;
      item_count: number;
    }>(sql`
      select c.id, c.name, c.sort,
             (select count(distinct i.id)::int from ${editorialItems} i
                join ${editorialVersions} v on v.item_id = i.id
                 and v.version in (i.working_version, i.published_version, i.scheduled_version)
               where v.fields ? 'classId' and v.fields->>'classId' = c.id::text) as item_count
        from ${contentClasses} c
       where c.kind = ${kind}
       order by c.sort, c.created_at, c.id`);
    return rows.map((row) => ({
      id: row.id,
      kind,
      name: row.name,
      sort: row.sort,
      itemCount: row.item_count,
    }));
  },

  /** Class saves of one kind go one at a time: two cannot both take a free name. */
  async lockClassesOf(tx: Transaction, kind: 'solution' | 'case'): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-classes:${kind}`}))`);
  },

  /** The class, locked against removal until `tx` ends (a publication filing an item under it holds it). */
  async lockClass(tx: Transaction, id: string, mode: 'share' | 'update' = 'share') {
    const [row] = await tx.select().from(contentClasses).where(eq(contentClasses.id, id)).for(mode);
    return row ?? null;
  },

  async classNamed(tx: Transaction, kind: 'solution' | 'case', name: string) {
    const [row] = await tx
      .select({ id: contentClasses.id })
      .from(contentClasses)
      .where(and(eq(contentClasses.kind, kind), eq(contentClasses.name, name)))
      .limit(1);
    return row ?? null;
  },

  async putClass(
    tx: Transaction,
    values: { id?: string | undefined; kind: 'solution' | 'case'; name: string; sort: number },
  ) {
    if (values.id) {
      await tx
        .update(contentClasses)
        .set({ name: values.name, sort: values.sort })
        .where(eq(contentClasses.id, values.id));
      return values.id;
    }
    const [row] = await tx
      .insert(contentClasses)
      .values({ kind: values.kind, name: values.name, sort: values.sort })
      .returning({ id: contentClasses.id });
    if (!row) throw new Error('class insert returned nothing');
    return row.id;
  },

  /**
   * Whether anything files under the class now: an item's current, published or scheduled version, or a public row.
   * An older version naming it does not keep it: restoring one checks its class again.
   */
  async classInUse(tx: Transaction, id: string): Promise<boolean> {
    const { rows } = await tx.execute<{ used: boolean }>(sql`
      select exists (
               select 1 from ${editorialVersions} v
                 join ${editorialItems} i on i.id = v.item_id
                  and v.version in (i.working_version, i.published_version, i.scheduled_version)
                where v.fields ? 'classId' and v.fields->>'classId' = ${id})
          or exists (select 1 from ${contentItems} i where i.class_id = ${id}) as used`);
    return rows[0]?.used ?? true;
  },

  async removeClass(tx: Transaction, id: string): Promise<void> {
    await tx.delete(contentClasses).where(eq(contentClasses.id, id));
  },

  /** A class's name, for a preview (the portal's own lists read it from the class table). */
  async className(classId: string): Promise<string | null> {
    const [row] = await db
      .select({ name: contentClasses.name })
      .from(contentClasses)
      .where(eq(contentClasses.id, classId))
      .limit(1);
    return row?.name ?? null;
  },
});

const putNews = async (tx: Transaction, id: string, fields: NewsFields) => {
  const [current] = await tx
    .select({ publishedAt: news.publishedAt })
    .from(news)
    .where(eq(news.id, id))
    .for('update');
  const values = {
    category: fields.category,
    title: fields.title,
    summary: fields.summary,
    coverUrl: fields.coverUrl,
    content: fields.content,
    source: fields.source,
    author: fields.author,
    status: 'published' as const,
    publishedAt: publishedAtOf(fields, current?.publishedAt),
  };
  if (current) await tx.update(news).set(values).where(eq(news.id, id));
  else await tx.insert(news).values({ id, ...values });
};

const putContent = async (tx: Transaction, id: string, fields: ContentFields, regionName: string) => {
  const [current] = await tx
    .select({ publishedAt: contentItems.publishedAt })
    .from(contentItems)
    .where(eq(contentItems.id, id))
    .for('update');
  const values = {
    classId: fields.classId,
    title: fields.title,
    summary: fields.summary,
    coverUrl: fields.coverUrl,
    content: fields.content,
    providerName: fields.providerName,
    regionCode: fields.regionCode,
    regionName,
    tags: fields.tags,
    contactName: fields.contactName || null,
    contactPhone: fields.contactPhone || null,
    status: 'published' as const,
    publishedAt: publishedAtOf(fields, current?.publishedAt),
  };
  if (current) await tx.update(contentItems).set(values).where(eq(contentItems.id, id));
  else await tx.insert(contentItems).values({ id, kind: fields.kind, ...values });
};

export type EditorialRepository = ReturnType<typeof createEditorialRepository>;
