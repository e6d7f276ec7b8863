import { exchangeTicket } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { AppError, unauthorized } from '../../platform/http/errors.ts';
import { PORTAL_SERVICE, type TicketService } from '../sso/ticket-service.ts';
import type { PortalRepository } from './repository.ts';
import { toCurrentUser } from './user-dto.ts';

/**
 * The portal's side of single sign-on: a ticket becomes a portal session. A new sign-in replaces the user's other
 * portal sessions (they get 402 on their next call), so one account is in use in one place at a time.
 */
export const ticketRoutes = async (
  app: FastifyInstance,
  deps: { tickets: TicketService; sessions: SessionStore; repository: PortalRepository; idleMinutes: number },
) => {
  registerEndpoint(app, exchangeTicket, async ({ query, request }) => {
    const consumed = await deps.tickets.consume(query.ticket, PORTAL_SERVICE);
    if (!consumed.ok) throw unauthorized('登录票据无效或已过期，请重新登录');
    const user = await deps.repository.userById(consumed.userId);
    if (!user) throw unauthorized('账号不存在，请重新登录');
    if (user.status !== 'active') throw new AppError(406, '账号已被冻结或停用，请联系平台客服');
    const session = await deps.sessions.open(user.id, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    await deps.sessions.endAllOf(user.id, 'replaced', session.sessionId);
    const memberships = await deps.sessions.loadMemberships(user.id);
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      idleMinutes: deps.idleMinutes,
      user: toCurrentUser(user, memberships),
    };
  });
};
