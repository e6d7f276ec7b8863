import { IdSchema, TEST_TOKEN_PREFIX } from '@rrsp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { CredentialProblem, Membership, Principal, SignedInUser } from '../identity/principal.ts';
import { tokenFromAuthorization } from '../identity/tokens.ts';
import { createAppRegistry } from './app-registry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
    credentialProblem: CredentialProblem | null;
    client: { appKey: string; endpointCode: string; secretVerified: boolean };
  }
  interface FastifyInstance {
    /** A promise only when something has to be read (an unknown app, a secret, a credential): decision 033. */
    authenticate: (request: FastifyRequest) => Promise<void> | undefined;
    /**
     * `authenticate` when it decides at once; false, having read and set nothing, when it would have to read (an
     * unknown app, a secret, a credential this instance does not remember). A refusal is thrown, as there.
     */
    authenticateAtOnce: (request: FastifyRequest) => boolean;
  }
}

const VISITOR: Principal = { kind: 'visitor' };

/** A header by its name as Node keeps it (lower case, written so here: lowering it per call was a string per read). */
const headerValue = (request: FastifyRequest, name: Lowercase<string>): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Identifies the calling app and user for every contract route. `authenticate` is called by the route table's
 * onRequest hook, before the body is read, so a refused caller never costs a parse.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = createAppRegistry(app.db, { cache: app.publicCache });
    const { sessions } = app.identity;
    const testTokens = app.config.testTokens;
    // Reference-typed decorations must start as null; authenticate() fills them per request.
    app.decorateRequest<Principal | null>('principal', null);
    app.decorateRequest('credentialProblem', null);
    app.decorateRequest<FastifyRequest['client'] | null>('client', null);

    /** The signed-in caller, in the tenant the request names (one the user belongs to, else 403). */
    const signIn = (
      request: FastifyRequest,
      caller: { sessionId: string | null; user: SignedInUser; memberships: Membership[] },
      via: 'session' | 'test-token',
    ): void => {
      const tenantHeader = headerValue(request, 'tenantid')?.trim();
      let tenant = null;
      if (tenantHeader) {
        tenant = IdSchema.safeParse(tenantHeader).success
          ? (caller.memberships.find((m) => m.tenantId === tenantHeader) ?? null)
          : null;
        if (!tenant) throw forbidden('您不属于所选的入驻主体，请重新选择', 'TENANT_NOT_MEMBER');
      }
      request.principal = {
        kind: 'user',
        via,
        sessionId: caller.sessionId,
        user: caller.user,
        memberships: caller.memberships,
        tenant,
      };
    };

    /** Who the caller is, read from the database (or its memos) when a credential is presented. */
    const identify = async (request: FastifyRequest, presented: string): Promise<void> => {
      const isTestToken = presented.startsWith(TEST_TOKEN_PREFIX);
      if (isTestToken && !testTokens) {
        request.credentialProblem = 'unknown';
        return;
      }
      const resolved = isTestToken
        ? await sessions.resolveTestToken(presented.slice(TEST_TOKEN_PREFIX.length))
        : await sessions.resolve(presented);
      if (!resolved.ok) {
        request.credentialProblem = resolved.problem;
        return;
      }
      const memberships = await sessions.loadMemberships(resolved.user.id);
      signIn(request, { ...resolved, memberships }, isTestToken ? 'test-token' : 'session');
    };

    /** After the app check: the secret (when one is sent), then the caller. False: atOnce, and it must read. */
    const afterAppCheck = (
      request: FastifyRequest,
      appKey: string | undefined,
      endpointCode: string | undefined,
      atOnce: boolean,
    ): Promise<void> | undefined | false => {
      const secret = headerValue(request, 'appsecret');
      if (secret !== undefined) {
        if (atOnce) return false;
        return registry.verifySecret(appKey ?? '', secret).then((secretVerified) => {
          if (!secretVerified) throw unauthorized('应用密钥不正确，请求被拒绝', 'APP_SECRET_INVALID');
          request.client = { appKey: appKey ?? '', endpointCode: endpointCode ?? '', secretVerified };
          return identifyIfPresented(request) || undefined;
        });
      }
      request.client = { appKey: appKey ?? '', endpointCode: endpointCode ?? '', secretVerified: false };
      return identifyIfPresented(request, atOnce);
    };

    const identifyIfPresented = (
      request: FastifyRequest,
      atOnce = false,
    ): Promise<void> | undefined | false => {
      const testHeader = headerValue(request, 'testauth');
      const presented = testHeader ?? tokenFromAuthorization(headerValue(request, 'authorization'));
      if (!presented) return undefined;
      // a session this instance remembers as valid is decided at once, as resolve() would decide it
      const remembered = presented.startsWith(TEST_TOKEN_PREFIX) ? undefined : sessions.remembered(presented);
      if (remembered) {
        signIn(request, remembered, 'session');
        return undefined;
      }
      return atOnce ? false : identify(request, presented);
    };

    // Synchronous for a visitor of a known app (most public reads), and for a session this instance remembers: no
    // promise unless something has to be read (decision 033). A refusal is thrown, or the promise rejects with it.
    app.decorate('authenticate', (request: FastifyRequest): Promise<void> | undefined => {
      request.principal = VISITOR;
      const appKey = headerValue(request, 'appkey');
      const endpointCode = headerValue(request, 'endpointcode');
      const checking = registry.check(appKey, endpointCode);
      return checking
        ? checking.then(() => afterAppCheck(request, appKey, endpointCode, false) || undefined)
        : afterAppCheck(request, appKey, endpointCode, false) || undefined;
    });
    // the same steps as authenticate, stopping before anything would be read (the prepared answers' fast path)
    app.decorate('authenticateAtOnce', (request: FastifyRequest): boolean => {
      const appKey = headerValue(request, 'appkey');
      if (!registry.decidesAtOnce(appKey)) return false;
      request.principal = VISITOR;
      const endpointCode = headerValue(request, 'endpointcode');
      if (registry.check(appKey, endpointCode) !== undefined) return false; // decidesAtOnce said it would not read
      return afterAppCheck(request, appKey, endpointCode, true) !== false;
    });
  },
  { name: 'auth', dependencies: ['context', 'identity'] },
);
