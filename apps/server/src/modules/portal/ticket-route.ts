import { exchangeTicket } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { toCurrentUser } from '../../platform/identity/current-user.ts';
import { ensureActive } from '../../platform/identity/users.ts';
import { createTicketService, PORTAL_SERVICE } from '../sso/public.ts';

/**
 * The portal's side of single sign-on: a ticket becomes a portal session. One account is in use in one place at a
 * time (docs/decisions/011): the new session ends the user's others, which get 402 SESSION_REPLACED on their next
 * call. Consuming the ticket, opening the session and ending the others is one transaction: all happen or none.
 */
export const ticketRoutes = async (app: FastifyInstance) => {
  const tickets = createTicketService(app.db);
  const { users, sessions } = app.identity;
  const idleMinutes = Math.round(app.config.session.idleMs / 60_000);

  registerEndpoint(app, exchangeTicket, async ({ query, request }) => {
    const opened = await app.db.transaction(async (tx) => {
      const consumed = await tickets.consume(query.ticket, PORTAL_SERVICE, tx);
      if (!consumed.ok) throw unauthorized('登录票据无效或已过期，请重新登录', 'TICKET_INVALID');
      const user = await users.byId(consumed.userId, tx);
      if (!user) throw unauthorized('账号不存在，请重新登录', 'TICKET_INVALID');
      ensureActive(user);
      const session = await sessions.open(
        user.id,
        { userAgent: request.headers['user-agent'], ip: request.ip },
        tx,
      );
      await sessions.endAllOf(user.id, 'replaced', { exceptSessionId: session.sessionId, executor: tx });
      return { user, session, memberships: await sessions.loadMemberships(user.id, tx) };
    });
    return {
      token: opened.session.token,
      expiresAt: opened.session.expiresAt.toISOString(),
      idleMinutes,
      user: toCurrentUser(opened.user, opened.memberships),
    };
  });
};
