import { getCurrentUser, getUserInfoByUserId, identityEcho, signOut } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { notFound, unauthorized } from '../../../platform/http/errors.ts';
import { toCurrentUser, toUserProfile } from '../../../platform/identity/current-user.ts';
import { voidTicketsOf } from '../../sso/public.ts';

/** The signed-in user (SPEC.md §7 /basics/user), signing out, the identity echo and another user's public profile. */
export const userRoutes = async (app: FastifyInstance) => {
  const { users, sessions } = app.identity;

  registerEndpoint(app, getCurrentUser, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    const row = await users.byId(principal.user.id);
    if (!row) throw unauthorized('账号不存在，请重新登录', 'SESSION_INVALID');
    return toCurrentUser(row, principal.memberships);
  });

  // signing out ends the SSO sessions too, and any ticket still waiting to be exchanged for a new session
  registerEndpoint(app, signOut, async ({ principal }) => {
    if (principal.kind !== 'user') return null;
    await app.db.transaction(async (tx) => {
      if (principal.sessionId) await sessions.end(principal.sessionId, 'sign-out', tx);
      await voidTicketsOf(tx, principal.user.id);
    });
    return null;
  });

  registerEndpoint(app, identityEcho, async ({ principal, request }) => ({
    authenticated: principal.kind === 'user',
    via: principal.kind === 'user' ? principal.via : null,
    userId: principal.kind === 'user' ? principal.user.id : null,
    username: principal.kind === 'user' ? principal.user.username : null,
    tenantId: principal.kind === 'user' ? (principal.tenant?.tenantId ?? null) : null,
    appKey: request.client.appKey,
    endpointCode: request.client.endpointCode,
    requestId: String(request.id),
  }));

  registerEndpoint(app, getUserInfoByUserId, async ({ query }) => {
    const row = await users.byId(query.userId);
    if (!row || row.status === 'disabled') throw notFound('用户不存在');
    return toUserProfile(row);
  });
};
