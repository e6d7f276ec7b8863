import { createHash, randomBytes } from 'node:crypto';
import { TICKET_PREFIX } from '@rrsp/contract';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { casServices, serviceTickets, ssoSessions } from './tables.ts';

/** Tickets are for immediate use (CAS recommends ≤ 5 min); a minute is plenty for a redirect or an exchange. */
export const TICKET_TTL_SECONDS = 60;
export const SSO_SESSION_HOURS = 8;
export const PORTAL_SERVICE = 'rrsp-portal';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Single use: the first valid consumer wins; a replay, an expired ticket or another service gets nothing, and the
 * ticket is used up either way (CAS: a ticket is invalidated by any attempt to validate it).
 */
export const consumeTicket = async (ticket: string, service: string, executor: Executor) => {
  const [row] = await executor
    .update(serviceTickets)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(serviceTickets.ticketHash, sha256(ticket)),
        isNull(serviceTickets.consumedAt),
        gt(serviceTickets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return { ok: false as const, reason: 'INVALID_TICKET' as const };
  if (row.service !== service) return { ok: false as const, reason: 'INVALID_SERVICE' as const };
  return { ok: true as const, userId: row.userId, method: row.method, ssoSessionId: row.ssoSessionId };
};

export const createTicketService = (db: Database) => {
  const resolveService = async (service: string | undefined): Promise<string> => {
    const wanted = service?.trim() || PORTAL_SERVICE;
    const rows = await db.select().from(casServices).where(eq(casServices.enabled, true));
    const known = rows.some(
      (row) => row.id === wanted || row.urlPrefixes.some((prefix) => wanted.startsWith(prefix)),
    );
    if (!known) {
      throw new AppError('SERVICE_NOT_REGISTERED', '该应用未在平台登记，无法为其签发登录票据', {
        fields: [{ field: 'service', message: '未登记的服务' }],
      });
    }
    return wanted;
  };

  const issue = async (executor: Executor, userId: string, method: string, service: string) => {
    const sessionToken = randomBytes(32).toString('base64url');
    const [session] = await executor
      .insert(ssoSessions)
      .values({
        tokenHash: sha256(sessionToken),
        userId,
        method,
        expiresAt: new Date(Date.now() + SSO_SESSION_HOURS * 3_600_000),
      })
      .returning({ id: ssoSessions.id });
    const ticket = `${TICKET_PREFIX}${randomBytes(32).toString('base64url')}`;
    await executor.insert(serviceTickets).values({
      ticketHash: sha256(ticket),
      userId,
      ssoSessionId: session?.id ?? null,
      service,
      method,
      expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
    });
    return { ticket, service, expiresInSeconds: TICKET_TTL_SECONDS, ssoSessionToken: sessionToken };
  };

  return {
    resolveService,

    /** Starts an SSO session and issues the first ticket under it, in the caller's transaction or its own. */
    async grant(userId: string, method: string, service: string | undefined, executor?: Executor) {
      const target = await resolveService(service);
      return executor
        ? issue(executor, userId, method, target)
        : db.transaction((tx) => issue(tx, userId, method, target));
    },

    consume: (ticket: string, service: string, executor: Executor = db) =>
      consumeTicket(ticket, service, executor),

    async endSsoSession(sessionToken: string) {
      await db
        .update(ssoSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(ssoSessions.tokenHash, sha256(sessionToken)), isNull(ssoSessions.endedAt)));
    },

    async purgeExpired() {
      const dayAgo = new Date(Date.now() - 86_400_000);
      await db.delete(serviceTickets).where(lt(serviceTickets.expiresAt, dayAgo));
      await db.delete(ssoSessions).where(lt(ssoSessions.expiresAt, dayAgo));
    },
  };
};

export type TicketService = ReturnType<typeof createTicketService>;
