import { randomUUID } from 'node:crypto';
import {
  COOPERATION_LIMITS,
  type CooperationRequest,
  type CooperationRow,
  type CooperationState,
  PAGES,
  type PageQuery,
  SHELF_KIND_LABELS,
  type ShelfKind,
} from '@rrsp/contract';
import { aliasedTable, and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { offsetOf, toPage } from '../../../../platform/database/paging.ts';
import type { EventLog } from '../../../../platform/events/events.ts';
import { AppError, businessRule, notFound, tooManyRequests } from '../../../../platform/http/errors.ts';
import type { Membership } from '../../../../platform/identity/principal.ts';
import { tenants } from '../../../../platform/identity/tables.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import type { RateClaim, RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { createWorkNoticeRepository } from '../../messages/public.ts';
import { shelfItems, shelfRevisions } from '../shelf/tables.ts';
import { type CooperationRequestRow, cooperationRequests } from './tables.ts';

export const COOPERATION_REQUESTED = 'cooperation.requested';

const DAY = 86_400;
const requesterTenants = aliasedTable(tenants, 'requester_tenants');

const missing = () => notFound('该合作申请不存在或您无权查看');

/**
 * Cooperation requests: a signed-in user asks the publisher of an item on the shelf; the publisher's tenant opens,
 * replies to and closes them; the requester follows their own. Limits are claimed atomically before anything is
 * written, and given back when a later one refuses.
 */
export const createCooperationService = (deps: { db: Database; events: EventLog; limiter: RateLimiter }) => {
  const { db, events, limiter } = deps;
  const workNotices = createWorkNoticeRepository(db);

  const claimAll = async (rules: { bucket: string; limit: number; message: string }[]) => {
    const taken: RateClaim[] = [];
    for (const rule of rules) {
      const claim = await limiter.claim(rule.bucket, DAY, rule.limit);
      if (!claim) {
        await Promise.all(taken.map((earlier) => earlier.undo()));
        throw tooManyRequests(rule.message);
      }
      taken.push(claim);
    }
  };

  const rowsQuery = () =>
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

  interface Joined {
    request: CooperationRequestRow;
    itemKind: ShelfKind;
    itemName: string;
    providerName: string;
    requesterTenantName: string | null;
  }

  const rowOf = (joined: Joined, reader: 'provider' | 'requester'): CooperationRow => {
    const { request } = joined;
    return {
      id: request.id,
      itemId: request.itemId,
      itemKind: joined.itemKind,
      itemName: joined.itemName,
      counterpartName:
        reader === 'provider' ? (joined.requesterTenantName ?? '个人用户') : joined.providerName,
      name: request.name,
      // the publisher sees the number once they open the request
      mobile: reader === 'provider' && request.readAt === null ? maskMobile(request.mobile) : request.mobile,
      message: request.message,
      state: request.state,
      reply: request.reply,
      createdAt: request.createdAt.toISOString(),
      repliedAt: request.repliedAt?.toISOString() ?? null,
    };
  };

  const one = async (id: string, reader: 'provider' | 'requester') => {
    const [joined] = await rowsQuery().where(eq(cooperationRequests.id, id));
    if (!joined) throw missing();
    return rowOf(joined, reader);
  };

  /** The request, locked, if the caller's tenant published the item (or, for `requester`, the caller sent it). */
  const lockFor = async (
    tx: Executor,
    id: string,
    caller: { userId: string; tenantId: string | null },
    allowRequester: boolean,
  ): Promise<{ row: CooperationRequestRow; as: 'provider' | 'requester' }> => {
    const [row] = await tx
      .select()
      .from(cooperationRequests)
      .where(eq(cooperationRequests.id, id))
      .for('update');
    if (row && caller.tenantId !== null && row.providerTenantId === caller.tenantId)
      return { row, as: 'provider' };
    if (row && allowRequester && row.requesterUserId === caller.userId) return { row, as: 'requester' };
    throw missing();
  };

  const closedAlready = () => new AppError('ILLEGAL_TRANSITION', '该合作申请已关闭');

  const list = async (
    where: ReturnType<typeof eq>,
    query: PageQuery & { state?: CooperationState | undefined },
    reader: 'provider' | 'requester',
  ) => {
    const filtered = and(where, query.state ? eq(cooperationRequests.state, query.state) : undefined);
    const [total] = await db.select({ n: count() }).from(cooperationRequests).where(filtered);
    const rows = await rowsQuery()
      .where(filtered)
      .orderBy(desc(cooperationRequests.createdAt), desc(cooperationRequests.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return toPage(
      rows.map((joined) => rowOf(joined, reader)),
      total?.n ?? 0,
      query,
    );
  };

  return {
    async send(
      requester: { userId: string; tenant: Membership | null; memberships: Membership[] },
      body: CooperationRequest,
    ): Promise<{ id: string }> {
      const [item] = await db
        .select({ id: shelfItems.id, tenantId: shelfItems.tenantId })
        .from(shelfItems)
        .where(and(eq(shelfItems.id, body.itemId), eq(shelfItems.shelf, 'on'), isNull(shelfItems.deletedAt)));
      if (!item) throw notFound('该服务或产品不存在或已下架');
      if (requester.memberships.some((membership) => membership.tenantId === item.tenantId)) {
        throw businessRule('这是您所在主体发布的内容，无需申请合作');
      }
      await claimAll([
        {
          bucket: `cooperation:user-item:${requester.userId}:${item.id}`,
          limit: COOPERATION_LIMITS.perUserPerItemPerDay,
          message: '您今天已对该内容提交过合作申请，请等待对方联系，或明天再试',
        },
        {
          bucket: `cooperation:user:${requester.userId}`,
          limit: COOPERATION_LIMITS.perUserPerDay,
          message: `每天最多提交 ${COOPERATION_LIMITS.perUserPerDay} 条合作申请，请明天再试`,
        },
        {
          bucket: `cooperation:item:${item.id}`,
          limit: COOPERATION_LIMITS.perItemPerDay,
          message: '该内容今天收到的合作申请较多，请明天再试或直接拨打联系电话',
        },
      ]);
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(cooperationRequests)
          .values({
            itemId: item.id,
            providerTenantId: item.tenantId,
            requesterUserId: requester.userId,
            requesterTenantId: requester.tenant?.tenantId ?? null,
            name: body.name,
            mobile: body.mobile,
            message: body.message,
          })
          .returning({ id: cooperationRequests.id });
        if (!created) throw new Error('cooperation insert returned nothing');
        await events.record(tx, {
          type: COOPERATION_REQUESTED,
          payload: { requestId: created.id },
          actorUserId: requester.userId,
        });
        return { id: created.id };
      });
    },

    async received(tenantId: string, query: PageQuery & { state?: CooperationState | undefined }) {
      const page = await list(eq(cooperationRequests.providerTenantId, tenantId), query, 'provider');
      const [unread] = await db
        .select({ n: count() })
        .from(cooperationRequests)
        .where(and(eq(cooperationRequests.providerTenantId, tenantId), eq(cooperationRequests.state, 'new')));
      return { ...page, unread: unread?.n ?? 0 };
    },

    sent: (userId: string, query: PageQuery & { state?: CooperationState | undefined }) =>
      list(eq(cooperationRequests.requesterUserId, userId), query, 'requester'),

    async open(caller: { userId: string; tenantId: string | null }, id: string) {
      await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, caller, false);
        // opened once: the number shows from now on, whatever the state (a request closed unread included)
        if (row.readAt === null) {
          await tx
            .update(cooperationRequests)
            .set({ state: row.state === 'new' ? 'read' : row.state, readAt: sql`now()` })
            .where(eq(cooperationRequests.id, id));
        }
      });
      return one(id, 'provider');
    },

    async reply(caller: { userId: string; tenantId: string | null }, id: string, reply: string) {
      await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, caller, false);
        if (row.state === 'closed') throw closedAlready();
        await tx
          .update(cooperationRequests)
          .set({ state: 'replied', reply, repliedAt: sql`now()`, readAt: row.readAt ?? sql`now()` })
          .where(eq(cooperationRequests.id, id));
        // the requester finds the answer on their 工作台, linked to the area they asked from
        const [item] = await tx
          .select({ kind: shelfItems.kind })
          .from(shelfItems)
          .where(eq(shelfItems.id, row.itemId));
        const [asked] = row.requesterTenantId
          ? await tx
              .select({ roles: tenants.roles })
              .from(tenants)
              .where(eq(tenants.id, row.requesterTenantId))
          : [];
        const area =
          asked && !asked.roles.includes('participant') && asked.roles.includes('servant')
            ? PAGES.servant
            : PAGES.participants;
        await workNotices.post(
          [
            {
              userId: row.requesterUserId,
              title: '合作申请有了回复',
              body: `您提交的${SHELF_KIND_LABELS[item?.kind ?? 'service']}合作申请已收到回复：${reply.slice(0, 60)}`,
              link: `${area.cooperation.path}?tab=sent`,
              dedupeKey: `cooperation-reply:${randomUUID()}`,
            },
          ],
          tx,
        );
      });
      return one(id, 'provider');
    },

    async close(caller: { userId: string; tenantId: string | null }, id: string) {
      let reader: 'provider' | 'requester' = 'provider';
      await db.transaction(async (tx) => {
        const { row, as } = await lockFor(tx, id, caller, true);
        reader = as;
        if (row.state === 'closed') throw closedAlready();
        await tx
          .update(cooperationRequests)
          .set({ state: 'closed', closedAt: sql`now()` })
          .where(eq(cooperationRequests.id, id));
      });
      return one(id, reader);
    },
  };
};

export type CooperationService = ReturnType<typeof createCooperationService>;
