import type { CooperationState, PageQuery, ShelfKind } from '@rrsp/contract';
import { aliasedTable, and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { offsetOf } from '../../../../platform/database/paging.ts';
import { tenants, users } from '../../../../platform/identity/tables.ts';
import { shelfItems, shelfRevisions } from '../shelf/tables.ts';
import { type CooperationRequestRow, cooperationRequests } from './tables.ts';

const requesterTenants = aliasedTable(tenants, 'requester_tenants');

/** A request with what both sides see beside it: the item, its publisher, the tenant the requester spoke for. */
export interface CooperationRecord {
  request: CooperationRequestRow;
  itemKind: ShelfKind;
  itemName: string;
  providerName: string;
  requesterTenantName: string | null;
}

/** Whose requests a list shows: those a tenant received, or those a user sent. */
export type CooperationSide = { providerTenantId: string } | { requesterUserId: string };

/** Cooperation requests between signed-in users and the publishers of what is on the shelf. */
export const createCooperationRepository = (db: Database) => {
  const recordsQuery = () =>
    db
      .select({
        request: cooperationRequests,
        itemKind: shelfItems.kind,
        itemName: shelfRevisions.name,
        providerName: tenants.name,
        requesterTenantName: requesterTenants.name,
      })
      .from(cooperationRequests)
      .innerJoin(shelfItems, eq(shelfItems.id, cooperationRequests.itemId))
      .innerJoin(
        shelfRevisions,
        eq(shelfRevisions.id, sql`coalesce(${shelfItems.listedRevisionId}, ${shelfItems.workingRevisionId})`),
      )
      .innerJoin(tenants, eq(tenants.id, cooperationRequests.providerTenantId))
      .leftJoin(requesterTenants, eq(requesterTenants.id, cooperationRequests.requesterTenantId));

  const sideOf = (side: CooperationSide) =>
    'providerTenantId' in side
      ? eq(cooperationRequests.providerTenantId, side.providerTenantId)
      : eq(cooperationRequests.requesterUserId, side.requesterUserId);

  return {
    async record(id: string): Promise<CooperationRecord | null> {
      const [record] = await recordsQuery().where(eq(cooperationRequests.id, id));
      return record ?? null;
    },

    /** A page of one side's requests (of one state, when given), newest first. */
    async page(side: CooperationSide, query: PageQuery & { state?: CooperationState | undefined }) {
      const filtered = and(
        sideOf(side),
        query.state ? eq(cooperationRequests.state, query.state) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(cooperationRequests).where(filtered);
      const records = await recordsQuery()
        .where(filtered)
        .orderBy(desc(cooperationRequests.createdAt), desc(cooperationRequests.id))
        .limit(query.pageSize)
        .offset(offsetOf(query));
      return { records, total: total?.n ?? 0 };
    },

    /** Requests the tenant received and has not opened yet. */
    async unreadOf(tenantId: string): Promise<number> {
      const [unread] = await db
        .select({ n: count() })
        .from(cooperationRequests)
        .where(and(eq(cooperationRequests.providerTenantId, tenantId), eq(cooperationRequests.state, 'new')));
      return unread?.n ?? 0;
    },

    async insert(
      request: Pick<
        CooperationRequestRow,
        | 'itemId'
        | 'providerTenantId'
        | 'requesterUserId'
        | 'requesterTenantId'
        | 'name'
        | 'mobile'
        | 'message'
      >,
      tx: Executor,
    ): Promise<string> {
      const [created] = await tx
        .insert(cooperationRequests)
        .values(request)
        .returning({ id: cooperationRequests.id });
      if (!created) throw new Error('cooperation insert returned nothing');
      return created.id;
    },

    /** The request, locked until the transaction ends. */
    async lock(id: string, tx: Executor): Promise<CooperationRequestRow | null> {
      const [row] = await tx
        .select()
        .from(cooperationRequests)
        .where(eq(cooperationRequests.id, id))
        .for('update');
      return row ?? null;
    },

    /** The publisher opened it: read from now on (a new request becomes read; another state stays). */
    async markOpened(row: CooperationRequestRow, tx: Executor): Promise<void> {
      await tx
        .update(cooperationRequests)
        .set({ state: row.state === 'new' ? 'read' : row.state, readAt: sql`now()` })
        .where(eq(cooperationRequests.id, row.id));
    },

    /** The publisher replied (which also reads it). */
    async markReplied(row: CooperationRequestRow, reply: string, tx: Executor): Promise<void> {
      await tx
        .update(cooperationRequests)
        .set({ state: 'replied', reply, repliedAt: sql`now()`, readAt: row.readAt ?? sql`now()` })
        .where(eq(cooperationRequests.id, row.id));
    },

    async markClosed(id: string, tx: Executor): Promise<void> {
      await tx
        .update(cooperationRequests)
        .set({ state: 'closed', closedAt: sql`now()` })
        .where(eq(cooperationRequests.id, id));
    },

    /**
     * What the publisher's SMS about a new request needs: the request, the listed version's name and details (its
     * contact mobile), and the mobile of whoever created the item.
     */
    async toAnnounce(id: string) {
      const [row] = await db
        .select({
          request: cooperationRequests,
          kind: shelfItems.kind,
          name: shelfRevisions.name,
          details: shelfRevisions.details,
          creatorMobile: users.mobile,
          tenantId: shelfItems.tenantId,
          creatorId: shelfItems.createdBy,
        })
        .from(cooperationRequests)
        .innerJoin(shelfItems, eq(shelfItems.id, cooperationRequests.itemId))
        .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.listedRevisionId))
        .leftJoin(users, eq(users.id, shelfItems.createdBy))
        .where(eq(cooperationRequests.id, id));
      return row ?? null;
    },
  };
};

export type CooperationRepository = ReturnType<typeof createCooperationRepository>;
