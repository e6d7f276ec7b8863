import type { ShelfAction, ShelfKind, ShelfStatus } from '@rrsp/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { tenants } from '../../../../platform/identity/tables.ts';
import { regions } from '../../../../platform/regions/tables.ts';
import type { RevisionColumns } from './shelf-values.ts';
import {
  type ShelfItemRow,
  type ShelfRevisionRow,
  shelfEvents,
  shelfItems,
  shelfRevisions,
} from './tables.ts';

/** One line of an item's log, as the shelf service writes it. */
export interface ShelfLogEntry {
  action: ShelfAction;
  actorUserId: string;
  actorRole: 'owner' | 'operator';
  from: ShelfStatus;
  to: ShelfStatus | null;
  remark: string | null;
  changedFields: string[];
  revisionId: string | null;
}

/** How an item's row changes with a step of its state machine (shelf-service.ts decides which). */
export type ItemChange = Partial<
  Pick<
    ShelfItemRow,
    'audit' | 'shelf' | 'workingRevisionId' | 'listedRevisionId' | 'rejectReason' | 'offShelfReason'
  >
> & {
  /** Starts the wait for audit now; false keeps the item's place in the queue. */
  startWait?: boolean;
  /** Lists the item now. */
  listNow?: boolean;
  /** Deletes the item now (it keeps its log). */
  deleteNow?: boolean;
};

/** Products and services on the shelf: their rows, their versions and their log. */
export const createShelfRepository = (db: Database) => {
  const itemQuery = (executor: Executor, kind: ShelfKind, id: string, tenantId: string | null) =>
    executor
      .select()
      .from(shelfItems)
      .where(
        and(
          eq(shelfItems.id, id),
          eq(shelfItems.kind, kind),
          isNull(shelfItems.deletedAt),
          tenantId === null ? undefined : eq(shelfItems.tenantId, tenantId),
        ),
      );

  return {
    /** The item, not deleted, of this tenant (null: any tenant's, for an operator). */
    async find(kind: ShelfKind, id: string, tenantId: string | null): Promise<ShelfItemRow | null> {
      const [item] = await itemQuery(db, kind, id, tenantId);
      return item ?? null;
    },

    /** The same, locked until the caller's transaction ends. */
    async lock(
      kind: ShelfKind,
      id: string,
      tenantId: string | null,
      tx: Executor,
    ): Promise<ShelfItemRow | null> {
      const [item] = await itemQuery(tx, kind, id, tenantId).for('update');
      return item ?? null;
    },

    /** An item on the shelf now (not deleted): what a user may report or ask to cooperate on. */
    async onShelf(id: string): Promise<{ id: string; tenantId: string } | null> {
      const [item] = await db
        .select({ id: shelfItems.id, tenantId: shelfItems.tenantId })
        .from(shelfItems)
        .where(and(eq(shelfItems.id, id), eq(shelfItems.shelf, 'on'), isNull(shelfItems.deletedAt)));
      return item ?? null;
    },

    async kindOf(id: string): Promise<ShelfKind | null> {
      const [row] = await db
        .select({ kind: shelfItems.kind })
        .from(shelfItems)
        .where(and(eq(shelfItems.id, id), isNull(shelfItems.deletedAt)));
      return row?.kind ?? null;
    },

    /** The kind of an item, deleted or not (what was said about it outlives it). */
    async kindOfAny(id: string, executor: Executor): Promise<ShelfKind | null> {
      const [item] = await executor
        .select({ kind: shelfItems.kind })
        .from(shelfItems)
        .where(eq(shelfItems.id, id));
      return item?.kind ?? null;
    },

    async revision(id: string | null, executor: Executor): Promise<ShelfRevisionRow | null> {
      if (!id) return null;
      const [row] = await executor.select().from(shelfRevisions).where(eq(shelfRevisions.id, id));
      return row ?? null;
    },

    /** The item's version: how many lines its log has (every change appends one, under the item's lock). */
    async versionOf(itemId: string, executor: Executor): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`coalesce(max(${shelfEvents.sequence}), 0)::int` })
        .from(shelfEvents)
        .where(eq(shelfEvents.itemId, itemId));
      return row?.n ?? 0;
    },

    /** The level of a division (null for an unknown code), read on the caller's executor. */
    async regionLevel(code: string, executor: Executor): Promise<number | null> {
      const [row] = await executor
        .select({ level: regions.level })
        .from(regions)
        .where(eq(regions.code, code));
      return row?.level ?? null;
    },

    /**
     * How many items the tenant keeps, counted under a lock on the tenant's items until the transaction ends, so
     * parallel creations cannot pass a cap together.
     */
    async lockAndCountOf(tenantId: string, tx: Executor): Promise<number> {
      // hashtext, not the platform's lockUntilCommit (hashtextextended): during a rolling deploy an older instance
      // takes this very key, and two hashes of one key would let both pass the cap together
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shelf-items:${tenantId}`}))`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shelfItems)
        .where(and(eq(shelfItems.tenantId, tenantId), isNull(shelfItems.deletedAt)));
      return n;
    },

    async insertItem(item: { kind: ShelfKind; tenantId: string; createdBy: string }, tx: Executor) {
      const [created] = await tx.insert(shelfItems).values(item).returning();
      if (!created) throw new Error('shelf item insert returned nothing');
      return created;
    },

    async updateRevision(id: string, columns: RevisionColumns, tx: Executor): Promise<void> {
      await tx.update(shelfRevisions).set(columns).where(eq(shelfRevisions.id, id));
    },

    async insertRevision(
      revision: RevisionColumns & { itemId: string; createdBy: string },
      tx: Executor,
    ): Promise<string> {
      const [created] = await tx.insert(shelfRevisions).values(revision).returning({ id: shelfRevisions.id });
      if (!created) throw new Error('shelf revision insert returned nothing');
      return created.id;
    },

    async changeItem(id: string, change: ItemChange, tx: Executor): Promise<void> {
      const { startWait, listNow, deleteNow, ...columns } = change;
      await tx
        .update(shelfItems)
        .set({
          ...columns,
          ...(startWait ? { submittedAt: sql`now()` } : {}),
          ...(listNow ? { listedAt: sql`now()` } : {}),
          ...(deleteNow ? { deletedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(shelfItems.id, id));
    },

    /**
     * What a notice of a decision names: the item, the name of the version decided on (an off-shelf concerns the
     * listed version; a decision on an audit, the version under audit) and the roles of its tenant.
     */
    async decided(itemId: string, listedVersion: boolean) {
      const [row] = await db
        .select({ item: shelfItems, name: shelfRevisions.name, roles: tenants.roles })
        .from(shelfItems)
        .innerJoin(
          shelfRevisions,
          eq(
            shelfRevisions.id,
            listedVersion
              ? sql`coalesce(${shelfItems.listedRevisionId}, ${shelfItems.workingRevisionId})`
              : shelfItems.workingRevisionId,
          ),
        )
        .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
        .where(eq(shelfItems.id, itemId));
      return row ?? null;
    },

    /** Appends one line to the item's log; the item is locked, so its sequence cannot be taken twice. */
    async appendLog(itemId: string, entry: ShelfLogEntry, tx: Executor): Promise<void> {
      await tx.insert(shelfEvents).values({
        itemId,
        ...entry,
        sequence: sql`(select coalesce(max(${shelfEvents.sequence}), 0) + 1 from ${shelfEvents} where ${shelfEvents.itemId} = ${itemId})`,
      });
    },
  };
};

export type ShelfRepository = ReturnType<typeof createShelfRepository>;
