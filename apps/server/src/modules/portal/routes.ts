import {
  DEFAULT_PLATFORM_NAME,
  getCurrentUser,
  getPlatformConfig,
  getUserInfoByUserId,
  identityEcho,
  signOut,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { notFound, unauthorized } from '../../platform/http/errors.ts';
import { defaultPlatformConfig } from './default-config.ts';
import type { PortalRepository } from './repository.ts';
import { toCurrentUser, toUserProfile } from './user-dto.ts';

export interface PortalDeps {
  repository: PortalRepository;
  sessions: SessionStore;
}

export const portalRoutes = async (app: FastifyInstance, { repository, sessions }: PortalDeps) => {
  registerEndpoint(app, getPlatformConfig, async () => {
    const config = (await repository.platformConfig()) ?? defaultPlatformConfig();
    return { ...config, platformName: config.platformName.trim() || DEFAULT_PLATFORM_NAME };
  });

  registerEndpoint(app, getCurrentUser, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    const row = await repository.userById(principal.user.id);
    if (!row) throw unauthorized('账号不存在，请重新登录');
    return toCurrentUser(row, principal.memberships);
  });

  registerEndpoint(app, signOut, async ({ principal }) => {
    if (principal.kind === 'user' && principal.sessionId) {
      await sessions.end(principal.sessionId, 'sign-out');
    }
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
    const row = await repository.userById(query.userId);
    if (!row || row.status === 'disabled') throw notFound('用户不存在');
    return toUserProfile(row);
  });
};
