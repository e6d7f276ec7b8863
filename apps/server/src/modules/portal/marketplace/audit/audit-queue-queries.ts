import {
  SHELF_OVERDUE_HOURS,
  SHELF_QUEUE_VIEWS,
  type ShelfKind,
  type ShelfQueuePage,
  type ShelfQueueQuery,
  type ShelfQueueView,
} from '@rrsp/contract';
import { and, asc, count, desc, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../../platform/database/client.ts';
import { containsPattern, offsetOf } from '../../../../platform/database/paging.ts';
import { publicUrlOf } from '../../../../platform/files/file-service.ts';
import { storedFiles } from '../../../../platform/files/tables.ts';
import { tenants } from '../../../../platform/identity/tables.ts';
import { shelfItems, shelfRevisions } from '../shelf/tables.ts';

const VIEW_FILTERS: Record<ShelfQueueView, SQL> = {
  pending: eq(shelfItems.audit, 'pending'),
  approved: eq(shelfItems.audit, 'approved'),
  rejected: eq(shelfItems.audit, 'rejected'),
  onShelf: eq(shelfItems.shelf, 'on'),
  offShelf: eq(shelfItems.shelf, 'off'),
};

/** Seconds an item has waited for audit; null unless it is waiting. */
export const waitingSecondsOf = (
  item: { audit: string; submittedAt: Date | null },
  now = Date.now(),
): number | null => (item.audit === 'pending' ? waitingSince(item.submittedAt, now) : null);

const waitingSince = (submittedAt: Date | null, now: number) =>
  submittedAt ? Math.max(0, Math.floor((now - submittedAt.getTime()) / 1000)) : null;

/** The operator's audit queue of one kind: what waits, longest first; or every item in one state, latest first. */
export const createShelfAuditQueue = (
  db: Database,
  categoryLabel: (kind: ShelfKind, category: string | null) => string | null,
) => ({
  async page(query: ShelfQueueQuery): Promise<ShelfQueuePage> {
    const ofKind = and(eq(shelfItems.kind, query.kind), isNull(shelfItems.deletedAt));
    const filters: (SQL | undefined)[] = [ofKind, VIEW_FILTERS[query.view]];
    if (query.waitingHours && query.view === 'pending') {
      filters.push(lte(shelfItems.submittedAt, sql`now() - make_interval(hours => ${query.waitingHours})`));
    }
    if (query.keyword) {
      const like = containsPattern(query.keyword);
      filters.push(or(ilike(shelfRevisions.name, like), ilike(tenants.name, like)));
    }
    const where = and(...filters);
    const from = () =>
      db
        .select({
          item: shelfItems,
          name: shelfRevisions.name,
          category: shelfRevisions.category,
          tenantName: tenants.name,
          cover: { id: storedFiles.id, storageKey: storedFiles.storageKey },
        })
        .from(shelfItems)
        .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.workingRevisionId))
        .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
        .leftJoin(storedFiles, eq(storedFiles.id, shelfRevisions.coverFileId));
    const [total] = await db
      .select({ n: count() })
      .from(shelfItems)
      .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.workingRevisionId))
      .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
      .where(where);
    const rows = await from()
      .where(where)
      .orderBy(
        ...(query.view === 'pending' ? [asc(shelfItems.submittedAt)] : [desc(shelfItems.updatedAt)]),
        asc(shelfItems.id),
      )
      .limit(query.pageSize)
      .offset(offsetOf(query));
    const [totals] = await db
      .select({
        ...Object.fromEntries(
          SHELF_QUEUE_VIEWS.map((view) => [
            view,
            sql<number>`(count(*) filter (where ${VIEW_FILTERS[view]}))::int`,
          ]),
        ),
        overdue: sql<number>`(count(*) filter (where ${shelfItems.audit} = 'pending' and ${shelfItems.submittedAt} <= now() - make_interval(hours => ${SHELF_OVERDUE_HOURS})))::int`,
        oldestSeconds: sql<
          number | null
        >`floor(extract(epoch from now() - min(${shelfItems.submittedAt}) filter (where ${shelfItems.audit} = 'pending')))::int`,
      } as Record<ShelfQueueView | 'overdue', SQL<number>> & { oldestSeconds: SQL<number | null> })
      .from(shelfItems)
      .where(ofKind);
    const now = Date.now();
    return {
      rows: rows.map(({ item, name, category, tenantName, cover }) => ({
        id: item.id,
        kind: item.kind,
        name,
        categoryLabel: categoryLabel(item.kind, category),
        coverUrl: cover ? publicUrlOf(cover) : null,
        tenantName,
        audit: item.audit,
        shelf: item.shelf,
        isEdit: item.listedRevisionId !== null,
        submittedAt: item.submittedAt?.toISOString() ?? null,
        waitingSeconds: waitingSecondsOf(item, now),
        updatedAt: item.updatedAt.toISOString(),
      })),
      total: total?.n ?? 0,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      counts: Object.fromEntries(SHELF_QUEUE_VIEWS.map((view) => [view, totals?.[view] ?? 0])) as Record<
        ShelfQueueView,
        number
      >,
      overdue: totals?.overdue ?? 0,
      oldestWaitingSeconds: totals?.oldestSeconds ?? null,
    };
  },
});

export type ShelfAuditQueue = ReturnType<typeof createShelfAuditQueue>;
