import {
  MY_SERVICE_TABS,
  type MyServiceTab,
  ownerActionsOf,
  type PageQuery,
  type ShelfKind,
  type ShelfLogEntry,
} from '@rrsp/contract';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../../../platform/database/client.ts';
import {
  containsPattern,
  countUpTo,
  gramsMatch,
  offsetOf,
  pageStartOf,
  toPage,
} from '../../../../platform/database/paging.ts';
import { publicUrlOf } from '../../../../platform/files/file-service.ts';
import { storedFiles } from '../../../../platform/files/tables.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { tenants, users } from '../../../../platform/identity/tables.ts';
import { type RegionDirectory, regionPrefix } from '../../../../platform/regions/region-directory.ts';
import { imageIdsOf, listingValuesOf, type RevisionColumns, type ValueLookups } from './shelf-values.ts';
import {
  type ShelfItemRow,
  type ShelfRevisionRow,
  shelfEvents,
  shelfItems,
  shelfMonthCounts,
  shelfRevisions,
} from './tables.ts';

/** The tabs of "my products / my services". */
const TAB_FILTERS: Record<MyServiceTab, SQL | undefined> = {
  all: undefined,
  draft: eq(shelfItems.audit, 'draft'),
  pending: eq(shelfItems.audit, 'pending'),
  onShelf: eq(shelfItems.shelf, 'on'),
  rejected: eq(shelfItems.audit, 'rejected'),
  offShelf: eq(shelfItems.shelf, 'off'),
};

type Cover = { id: string; storageKey: string } | null;

export const coverUrlOf = (file: Cover) => (file ? publicUrlOf(file) : null);

/** An item on the shelf with its listed version, its tenant's name and its cover. */
export interface ListedRow {
  item: ShelfItemRow;
  revision: ShelfRevisionRow;
  tenantName: string;
  cover: Cover;
}

export interface ShelfFilters {
  /** Found in the listed version's name or summary, or in its publisher's name. */
  keyword?: string | undefined;
  category?: string | undefined;
  /** A prefecture, county or township: everything inside it matches. */
  regionCode?: string | undefined;
  /** A label the item must carry (a product's certification). */
  tag?: string | undefined;
  sort: 'latest' | 'popular' | 'priceAsc' | 'priceDesc';
}

/**
 * A keyword on the shelf: in a version's name or summary, or in its publisher's name (decision 029). `publishers` are
 * the tenants whose name holds the keyword (`publishersNamed`); their versions are found by `tenant_id`, which the
 * planner estimates from its statistics, while the character pairs of a name always occur together and would be taken
 * for rare. `indexed` is true of every version that can match and is served by shelf_revisions_search_grams_idx (the
 * same expression) and shelf_revisions_tenant_idx; `deciding` is the ILIKE that decides, kept apart so the total is
 * estimated without it (decision 018). The publisher comes first: reading the shelf in order, the cheap test goes
 * before the keyword's characters are computed.
 */
export const shelfKeywordMatch = (keyword: string, publishers: string[]) => {
  const like = containsPattern(keyword);
  const published = publishers.length ? inArray(shelfRevisions.tenantId, publishers) : undefined;
  const words = gramsMatch(
    sql`${shelfRevisions.name} || ' ' || coalesce(${shelfRevisions.summary}, '')`,
    keyword,
  );
  return {
    indexed: published ? or(published, words) : words,
    deciding: or(published, ilike(shelfRevisions.name, like), ilike(shelfRevisions.summary, like)),
  };
};

/** The tenants whose name holds the keyword: a small table, read whole. */
export const publishersNamed = async (db: Database, keyword: string): Promise<string[]> =>
  (
    await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(ilike(tenants.name, containsPattern(keyword)))
  ).map((row) => row.id);

/** Names of regions and addresses of pictures for a set of versions, in two lookups. */
export const createLookups = (db: Database, regions: RegionDirectory) => {
  return async (revisions: (RevisionColumns | null)[]): Promise<ValueLookups> => {
    const present = revisions.filter((revision): revision is RevisionColumns => revision !== null);
    const codes = present.flatMap((revision) => (revision.regionCode ? [revision.regionCode] : []));
    const ids = [...new Set(present.flatMap((revision) => imageIdsOf(revision)))];
    const files = ids.length
      ? await db
          .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
          .from(storedFiles)
          .where(inArray(storedFiles.id, ids))
      : [];
    return {
      regionNames: await regions.displayNames(codes),
      fileUrls: new Map(files.map((file) => [file.id, publicUrlOf(file)])),
    };
  };
};

/**
 * What every kind's lists read: the shelf (approved versions only, of one kind), one listed item, a tenant's own items
 * by tab, and an item's log.
 */
export const createShelfCatalog = (db: Database, regions: RegionDirectory) => {
  const lookups = createLookups(db, regions);
  // 'on' written into the statement, not bound: the planner must see it to use the partial shelf indexes
  const onShelf = (kind: ShelfKind) =>
    and(eq(shelfItems.kind, kind), sql`${shelfItems.shelf} = 'on'`, isNull(shelfItems.deletedAt));

  const listedQuery = () =>
    db
      .select({
        item: shelfItems,
        revision: shelfRevisions,
        tenantName: tenants.name,
        cover: { id: storedFiles.id, storageKey: storedFiles.storageKey },
      })
      .from(shelfItems)
      .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.listedRevisionId))
      .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
      .leftJoin(storedFiles, eq(storedFiles.id, shelfRevisions.coverFileId));

  return {
    lookups,

    async listedPage(kind: ShelfKind, filters: ShelfFilters, page: PageQuery) {
      const conditions: (SQL | undefined)[] = [onShelf(kind)];
      if (filters.category) conditions.push(eq(shelfRevisions.category, filters.category));
      if (filters.regionCode) {
        conditions.push(sql`${shelfRevisions.regionCode} like ${`${regionPrefix(filters.regionCode)}%`}`);
      }
      if (filters.tag) conditions.push(arrayContains(shelfRevisions.tags, [filters.tag]));
      // the ILIKE that decides a keyword the index found, kept apart so the total is estimated without it
      const deciding: (SQL | undefined)[] = [];
      if (filters.keyword) {
        const match = shelfKeywordMatch(filters.keyword, await publishersNamed(db, filters.keyword));
        conditions.push(match.indexed);
        deciding.push(match.deciding);
      }
      const where = and(...conditions, ...deciding);
      // Without a filter or an order on the listed version, the page and the total come off the partial shelf
      // indexes alone (shelf_items_on_shelf_idx, shelf_items_popular_idx): an item on the shelf always has its listed
      // version, so the join would change nothing but the cost.
      const byRevision = conditions.length > 1 || filters.sort === 'priceAsc' || filters.sort === 'priceDesc';
      const listedRevision = eq(shelfRevisions.id, shelfItems.listedRevisionId);
      const ids = byRevision
        ? db
            .select({ id: shelfItems.id })
            .from(shelfItems)
            .innerJoin(shelfRevisions, listedRevision)
            .$dynamic()
        : db.select({ id: shelfItems.id }).from(shelfItems).$dynamic();
      const counted = () =>
        byRevision
          ? db.select({ one: sql`1` }).from(shelfItems).innerJoin(shelfRevisions, listedRevision).$dynamic()
          : db.select({ one: sql`1` }).from(shelfItems).$dynamic();
      const order = {
        latest: [desc(shelfItems.listedAt)],
        popular: [desc(shelfItems.views), desc(shelfItems.listedAt)],
        priceAsc: [sql`${shelfRevisions.priceMin} asc nulls last`],
        priceDesc: [sql`${shelfRevisions.priceMax} desc nulls last`],
      }[filters.sort];
      const offset = offsetOf(page);
      // The whole shelf, newest first: its total and the month the page starts in come from shelf_month_counts, and a
      // deep page is read from that month on (as the news list).
      const start =
        byRevision || filters.sort !== 'latest'
          ? undefined
          : await pageStartOf(
              db,
              sql`select month, listed as n from ${shelfMonthCounts} where kind = ${kind}`,
              offset,
            );
      if (start?.past) return { rows: [], total: start.total, regionNames: new Map<string, string>() };
      // a deferred join, as the news list: the page's ids first, then only their rows (decision 018)
      const [pageIds, total] = await Promise.all([
        ids
          .where(start?.until ? and(where, lt(shelfItems.listedAt, start.until)) : where)
          .orderBy(...order, asc(shelfItems.id))
          .limit(page.pageSize)
          .offset(offset - (start?.before ?? 0)),
        start
          ? { total: start.total }
          : countUpTo(db, () => counted().where(where), {
              estimate: () => counted().where(and(...conditions)),
            }),
      ]);
      const found: ListedRow[] = pageIds.length
        ? await listedQuery().where(
            inArray(
              shelfItems.id,
              pageIds.map((row) => row.id),
            ),
          )
        : [];
      const byId = new Map(found.map((row) => [row.item.id, row]));
      const rows = pageIds.flatMap((row) => byId.get(row.id) ?? []);
      const regionNames = await regions.displayNames(rows.flatMap((row) => row.revision.regionCode ?? []));
      return { rows, ...total, regionNames };
    },

    /**
     * One item on the shelf with the lookups its detail needs. Its view is counted by the route, once per visitor and
     * day, without a write per request (platform/database/view-counter.ts).
     */
    async listed(kind: ShelfKind, id: string, missingMessage: string) {
      const [row] = await listedQuery().where(and(onShelf(kind), eq(shelfItems.id, id)));
      if (!row) throw notFound(missingMessage);
      return { row, lookups: await lookups([row.revision]) };
    },

    async mine(kind: ShelfKind, tenantId: string, query: PageQuery & { tab: MyServiceTab }) {
      const base = and(
        eq(shelfItems.kind, kind),
        eq(shelfItems.tenantId, tenantId),
        isNull(shelfItems.deletedAt),
      );
      const [totals] = await db
        .select(
          Object.fromEntries(
            MY_SERVICE_TABS.map((tab) => {
              const filter = TAB_FILTERS[tab];
              return [
                tab,
                filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`,
              ];
            }),
          ) as Record<MyServiceTab, SQL<number>>,
        )
        .from(shelfItems)
        .where(base);
      const rows = await db
        .select({
          item: shelfItems,
          name: shelfRevisions.name,
          category: shelfRevisions.category,
          cover: { id: storedFiles.id, storageKey: storedFiles.storageKey },
        })
        .from(shelfItems)
        .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.workingRevisionId))
        .leftJoin(storedFiles, eq(storedFiles.id, shelfRevisions.coverFileId))
        .where(and(base, TAB_FILTERS[query.tab]))
        .orderBy(desc(shelfItems.updatedAt), asc(shelfItems.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      const counts = Object.fromEntries(MY_SERVICE_TABS.map((tab) => [tab, totals?.[tab] ?? 0])) as Record<
        MyServiceTab,
        number
      >;
      return {
        ...toPage(
          rows.map(({ item, name, category, cover }) => ({
            id: item.id,
            name,
            category,
            coverUrl: coverUrlOf(cover),
            audit: item.audit,
            shelf: item.shelf,
            updatedAt: item.updatedAt.toISOString(),
            rejectReason: item.audit === 'rejected' ? item.rejectReason : null,
            actions: ownerActionsOf({ audit: item.audit, shelf: item.shelf }),
          })),
          counts[query.tab],
          query,
        ),
        counts,
      };
    },

    /**
     * An item's log, newest first. Owners see operators as 平台运营 (an operator's own name is not theirs to know);
     * operators see who did what.
     */
    async log(itemId: string, query: PageQuery, reader: 'owner' | 'operator') {
      const where = eq(shelfEvents.itemId, itemId);
      const [total] = await db.select({ n: count() }).from(shelfEvents).where(where);
      const rows = await db
        .select({ event: shelfEvents, actorName: users.nickName })
        .from(shelfEvents)
        .leftJoin(users, eq(users.id, shelfEvents.actorUserId))
        .where(where)
        .orderBy(desc(shelfEvents.sequence))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return toPage(
        rows.map(
          ({ event, actorName }): ShelfLogEntry => ({
            action: event.action,
            actorName:
              event.actorRole === 'operator' && reader === 'owner'
                ? '平台运营'
                : (actorName ?? (event.actorRole === 'operator' ? '平台运营' : '发布方')),
            actorRole: event.actorRole,
            at: event.at.toISOString(),
            remark: event.remark,
            changedFields: event.changedFields,
            from: event.from ?? null,
            to: event.to ?? null,
          }),
        ),
        total?.n ?? 0,
        query,
      );
    },
  };
};

export type ShelfCatalog = ReturnType<typeof createShelfCatalog>;

/** The card fields both kinds share, from an item on the shelf. */
export const listingCardOf = (row: ListedRow, lookups: ValueLookups) => {
  const values = listingValuesOf(row.revision, lookups);
  return {
    id: row.item.id,
    name: values.name,
    regionCode: values.regionCode ?? '',
    regionName: values.regionName ?? '',
    summary: values.summary ?? '',
    coverUrl: coverUrlOf(row.cover),
    priceMode: values.priceMode ?? 'negotiable',
    priceMin: values.priceMin,
    priceMax: values.priceMax,
    tenantId: row.item.tenantId,
    tenantName: row.tenantName,
    listedAt: (row.item.listedAt ?? row.item.updatedAt).toISOString(),
    views: row.item.views,
  };
};

/**
 * One kind's reads as its contract shapes them: the shelf page, a detail (a card plus the description, pictures,
 * contact and whether the viewer's tenant published it) and the tenant's own items.
 */
export const createListingCatalog = <
  Card,
  Row,
  Query extends ShelfFilters & PageQuery = ShelfFilters & PageQuery,
  Extra extends object = object,
>(
  catalog: ShelfCatalog,
  spec: {
    kind: ShelfKind;
    /** The sentence for an item not on the shelf. */
    missing: string;
    cardOf(row: ListedRow, lookups: ValueLookups): Card;
    /** What a kind's detail adds to the card and the shared fields (a product's checked certifications). */
    detailOf?(row: ListedRow): Extra;
    filtersOf?(query: Query): Partial<ShelfFilters>;
    mineRowOf(row: Awaited<ReturnType<ShelfCatalog['mine']>>['rows'][number]): Row;
  },
) => ({
  async shelfPage(query: Query) {
    const filters = { ...query, ...spec.filtersOf?.(query) };
    const { rows, regionNames, ...total } = await catalog.listedPage(spec.kind, filters, query);
    return toPage(
      rows.map((row) => spec.cardOf(row, { regionNames, fileUrls: new Map() })),
      total,
      query,
    );
  },

  async detail(id: string, viewerTenantId: string | null) {
    const { row, lookups } = await catalog.listed(spec.kind, id, spec.missing);
    const values = listingValuesOf(row.revision, lookups);
    return {
      ...spec.cardOf(row, lookups),
      description: values.description ?? '',
      imageUrls: values.images.map((image) => image.url),
      contactName: values.contactName ?? '',
      contactMobile: values.contactMobile ?? '',
      ...(spec.detailOf?.(row) as Extra),
      own: viewerTenantId === row.item.tenantId,
    };
  },

  async mine(tenantId: string, query: Parameters<ShelfCatalog['mine']>[2]) {
    const page = await catalog.mine(spec.kind, tenantId, query);
    return { ...page, rows: page.rows.map(spec.mineRowOf) };
  },
});
