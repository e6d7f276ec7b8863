import { createHash, randomBytes } from 'node:crypto';
import { TICKET_PREFIX } from '@rrsp/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import { parseServiceUrl, serviceUnder } from './service-url.ts';
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
        // a ticket dies with its SSO session (a sign-out, a password change or reset)
        sql`not exists (select 1 from ${ssoSessions} where ${ssoSessions.id} = ${serviceTickets.ssoSessionId}
          and ${ssoSessions.endedAt} is not null)`,
      ),
    )
    .returning();
  if (!row) return { ok: false as const, reason: 'INVALID_TICKET' as const };
  if (row.service !== service) return { ok: false as const, reason: 'INVALID_SERVICE' as const };
  return {
    ok: true as const,
    userId: row.userId,
    method: row.method,
    ssoSessionId: row.ssoSessionId,
    tenantId: row.tenantId,
  };
};

/**
 * Ends every SSO session of a user and uses up every ticket still waiting to be exchanged, in the caller's
 * transaction: after a password change, a reset or a sign-out, nothing minted before it can open a session (and so
 * end the session of the person who just changed the password).
 */
export const voidTicketsOf = async (executor: Executor, userId: string): Promise<void> => {
  const now = new Date();
  await executor
    .update(ssoSessions)
    .set({ endedAt: now })
    .where(and(eq(ssoSessions.userId, userId), isNull(ssoSessions.endedAt)));
  await executor
    .update(serviceTickets)
    .set({ consumedAt: now })
    .where(and(eq(serviceTickets.userId, userId), isNull(serviceTickets.consumedAt)));
};

export const createTicketService = (db: Database) => {
  /**
   * The service a ticket is for: a registered service's id, or a URL under one of its registered URLs (parsed and
   * compared part by part, see service-url.ts). A malformed URL and an unregistered one are both a 400.
   */
  const enabledServices = (executor: Executor) =>
    executor.select().from(casServices).where(eq(casServices.enabled, true));
  const isRegisteredUrl = async (url: URL, executor: Executor = db) =>
    (await enabledServices(executor)).some((row) =>
      row.urlPrefixes.some((registered) => serviceUnder(url, registered)),
    );

  const isRegisteredId = async (id: string, executor: Executor = db) =>
    (await enabledServices(executor)).some((row) => row.id === id);

  const resolveService = async (service: string | undefined, executor: Executor = db): Promise<string> => {
    const wanted = service?.trim() || PORTAL_SERVICE;
    if (await isRegisteredId(wanted, executor)) return wanted;
    if (!(await isRegisteredUrl(parseServiceUrl(wanted), executor))) {
      throw new AppError('SERVICE_NOT_REGISTERED', '该应用未在平台登记，无法为其签发登录票据', {
        fields: [{ field: 'service', message: '未登记的服务' }],
      });
    }
    return wanted;
  };

  const issue = async (
    executor: Executor,
    userId: string,
    method: string,
    service: string,
    tenantId: string | null = null,
  ) => {
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
      tenantId,
      expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
    });
    return { ticket, service, expiresInSeconds: TICKET_TTL_SECONDS, ssoSessionToken: sessionToken };
  };

  return {
    resolveService,
    isRegisteredId,
    isRegisteredUrl,

    /** Starts an SSO session and issues the first ticket under it, in the caller's transaction or its own. */
    async grant(userId: string, method: string, service: string | undefined, executor?: Executor) {
      const target = await resolveService(service, executor);
      return executor
        ? issue(executor, userId, method, target)
        : db.transaction((tx) => issue(tx, userId, method, target));
    },

    /**
     * A ticket for a partner platform, speaking for one tenant: its validation carries the tenant's settlement. The
     * service must be a registered partner address.
     */
    async grantForTenant(userId: string, service: string, tenantId: string) {
      const target = await resolveService(service);
      return db.transaction((tx) => issue(tx, userId, 'portal', target, tenantId));
    },

    consume: (ticket: string, service: string, executor: Executor = db) =>
      consumeTicket(ticket, service, executor),

    /** Ends one SSO session; its tickets die with it (see consumeTicket). */
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
