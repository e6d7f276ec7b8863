import { IdSchema, TEST_TOKEN_PREFIX } from '@rrsp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { AppRegistry } from './app-registry.ts';
import type { CredentialProblem, Principal } from './principal.ts';
import type { SessionStore } from './session-store.ts';
import { tokenFromAuthorization } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
    credentialProblem: CredentialProblem | null;
    client: { appKey: string; endpointCode: string; secretVerified: boolean };
  }
}

const VISITOR: Principal = { kind: 'visitor' };

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

export interface AuthOptions {
  registry: AppRegistry;
  sessions: SessionStore;
  testTokens: boolean;
}

/**
 * Identifies the calling app and user for every contract route. `authenticate` is called by the route table's
 * onRequest hook, before the body is read, so a refused caller never costs a parse.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    // Reference-typed decorations must start as null; authenticate() fills them per request.
    app.decorateRequest<Principal | null>('principal', null);
    app.decorateRequest('credentialProblem', null);
    app.decorateRequest<FastifyRequest['client'] | null>('client', null);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.principal = VISITOR;
      const appKey = headerValue(request, 'appKey');
      const endpointCode = headerValue(request, 'endpointCode');
      await options.registry.check(appKey, endpointCode);
      const secret = headerValue(request, 'appSecret');
      let secretVerified = false;
      if (secret !== undefined) {
        secretVerified = await options.registry.verifySecret(appKey ?? '', secret);
        if (!secretVerified) throw unauthorized('应用密钥不正确，请求被拒绝');
      }
      request.client = { appKey: appKey ?? '', endpointCode: endpointCode ?? '', secretVerified };

      const testHeader = headerValue(request, 'testAuth');
      const presented = testHeader ?? tokenFromAuthorization(headerValue(request, 'Authorization'));
      if (!presented) return;
      const isTestToken = presented.startsWith(TEST_TOKEN_PREFIX);
      if (isTestToken && !options.testTokens) {
        request.credentialProblem = 'unknown';
        return;
      }
      const resolved = isTestToken
        ? await options.sessions.resolveTestToken(presented.slice(TEST_TOKEN_PREFIX.length))
        : await options.sessions.resolve(presented);
      if (!resolved.ok) {
        request.credentialProblem = resolved.problem;
        return;
      }
      const memberships = await options.sessions.loadMemberships(resolved.user.id);
      const tenantHeader = headerValue(request, 'tenantId')?.trim();
      let tenant = null;
      if (tenantHeader) {
        tenant = IdSchema.safeParse(tenantHeader).success
          ? (memberships.find((m) => m.tenantId === tenantHeader) ?? null)
          : null;
        if (!tenant) throw forbidden('您不属于所选的入驻主体，请重新选择');
      }
      request.principal = {
        kind: 'user',
        via: isTestToken ? 'test-token' : 'session',
        sessionId: resolved.sessionId,
        user: resolved.user,
        memberships,
        tenant,
      };
    });
  },
  { name: 'auth' },
);

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}
