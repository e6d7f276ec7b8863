import {
  COOPERATION_LIMITS,
  type CooperationRequest,
  type CooperationRow,
  type CooperationState,
  PAGES,
  type PageQuery,
  SHELF_KIND_LABELS,
} from '@rrsp/contract';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { toPage } from '../../../../platform/database/paging.ts';
import type { EventLog } from '../../../../platform/events/events.ts';
import { AppError, businessRule, notFound, tooManyRequests } from '../../../../platform/http/errors.ts';
import type { Membership } from '../../../../platform/identity/principal.ts';
import type { TenantRepository } from '../../../../platform/identity/tenants.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import type { Messenger } from '../../../../platform/messaging/messenger.ts';
import { type PlatformText, platformText } from '../../../../platform/notifier/platform-text.ts';
import type { RateClaim, RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { ShelfRepository } from '../shelf/shelf-repository.ts';
import type { CooperationRecord, CooperationRepository, CooperationSide } from './cooperation-repository.ts';
import type { CooperationRequestRow } from './tables.ts';

export const COOPERATION_REQUESTED = 'cooperation.requested';

const DAY = 86_400;

const missing = () => notFound('该合作申请不存在或您无权查看');

/**
 * Cooperation requests: a signed-in user asks the publisher of an item on the shelf; the publisher's tenant opens,
 * replies to and closes them; the requester follows their own. Limits are claimed atomically before anything is
 * written, and given back when a later one refuses.
 */
export const createCooperationService = (deps: {
  db: Database;
  requests: CooperationRepository;
  items: ShelfRepository;
  tenants: TenantRepository;
  events: EventLog;
  limiter: RateLimiter;
  messenger: Messenger;
}) => {
  const { db, requests, items, tenants, events, limiter, messenger } = deps;

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

  const rowOf = (joined: CooperationRecord, reader: 'provider' | 'requester'): CooperationRow => {
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
    const record = await requests.record(id);
    if (!record) throw missing();
    return rowOf(record, reader);
  };

  /** The request, locked, if the caller's tenant published the item (or, for `requester`, the caller sent it). */
  const lockFor = async (
    tx: Executor,
    id: string,
    caller: { userId: string; tenantId: string | null },
    allowRequester: boolean,
  ): Promise<{ row: CooperationRequestRow; as: 'provider' | 'requester' }> => {
    const row = await requests.lock(id, tx);
    if (row && caller.tenantId !== null && row.providerTenantId === caller.tenantId)
      return { row, as: 'provider' };
    if (row && allowRequester && row.requesterUserId === caller.userId) return { row, as: 'requester' };
    throw missing();
  };

  /** The work area the requester asked from: their messages link there. */
  const requesterArea = async (row: CooperationRequestRow, tx: Executor) => {
    const asked = row.requesterTenantId ? await tenants.byId(row.requesterTenantId, tx) : null;
    return asked && !asked.roles.includes('participant') && asked.roles.includes('servant')
      ? PAGES.servant
      : PAGES.participants;
  };

  const closedAlready = () => new AppError('ILLEGAL_TRANSITION', '该合作申请已关闭');

  const list = async (
    side: CooperationSide,
    query: PageQuery & { state?: CooperationState | undefined },
    reader: 'provider' | 'requester',
  ) => {
    const { records, total } = await requests.page(side, query);
    return toPage(
      records.map((record) => rowOf(record, reader)),
      total,
      query,
    );
  };

  return {
    async send(
      requester: { userId: string; tenant: Membership | null; memberships: Membership[] },
      body: CooperationRequest,
    ): Promise<{ id: string }> {
      const item = await items.onShelf(body.itemId);
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
        const id = await requests.insert(
          {
            itemId: item.id,
            providerTenantId: item.tenantId,
            requesterUserId: requester.userId,
            requesterTenantId: requester.tenant?.tenantId ?? null,
            name: body.name,
            mobile: body.mobile,
            message: body.message,
          },
          tx,
        );
        await events.record(tx, {
          type: COOPERATION_REQUESTED,
          payload: { requestId: id },
          actorUserId: requester.userId,
        });
        return { id };
      });
    },

    async received(tenantId: string, query: PageQuery & { state?: CooperationState | undefined }) {
      const page = await list({ providerTenantId: tenantId }, query, 'provider');
      return { ...page, unread: await requests.unreadOf(tenantId) };
    },

    sent: (userId: string, query: PageQuery & { state?: CooperationState | undefined }) =>
      list({ requesterUserId: userId }, query, 'requester'),

    async open(caller: { userId: string; tenantId: string | null }, id: string) {
      await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, caller, false);
        // opened once: the number shows from now on, whatever the state (a request closed unread included)
        if (row.readAt === null) await requests.markOpened(row, tx);
      });
      return one(id, 'provider');
    },

    async reply(caller: { userId: string; tenantId: string | null }, id: string, reply: string) {
      await db.transaction(async (tx) => {
        const { row } = await lockFor(tx, id, caller, false);
        if (row.state === 'closed') throw closedAlready();
        await requests.markReplied(row, reply, tx);
        // the requester finds the answer in their message centre, linked to the area they asked from
        const area = await requesterArea(row, tx);
        const kind = await items.kindOfAny(row.itemId, tx);
        await messenger.send(
          [
            {
              userId: row.requesterUserId,
              kind: 'cooperation.replied',
              title: '合作申请有了回复',
              body: `您提交的${SHELF_KIND_LABELS[kind ?? 'service']}合作申请已收到回复：${reply.slice(0, 60)}`,
              link: `${area.cooperation.path}?tab=sent`,
              dedupeKey: `cooperation-reply:${row.id}:${row.repliedAt?.getTime() ?? 'first'}`,
              // the reply is the publisher's own words: the SMS only says that there is one, and only for the first
              // reply — a publisher replying again and again must not text the requester again and again
              ...(row.repliedAt === null
                ? {
                    sms: {
                      text: (sign: PlatformText) =>
                        platformText`【${sign}】您提交的合作申请已收到回复，请登录平台在“合作申请”中查看。`,
                      purpose: 'cooperation-replied',
                    },
                  }
                : {}),
            },
          ],
          { executor: tx },
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
        await requests.markClosed(id, tx);
        // a publisher closing the request tells the requester; a requester withdrawing it needs no word back
        if (as === 'provider') {
          const area = await requesterArea(row, tx);
          await messenger.send(
            [
              {
                userId: row.requesterUserId,
                kind: 'cooperation.closed',
                title: '合作申请已关闭',
                body: '您提交的一条合作申请已被发布方关闭。如仍有合作意向，可再次提交申请。',
                link: `${area.cooperation.path}?tab=sent`,
                dedupeKey: `cooperation-closed:${row.id}`,
              },
            ],
            { executor: tx },
          );
        }
      });
      return one(id, reader);
    },
  };
};

export type CooperationService = ReturnType<typeof createCooperationService>;
