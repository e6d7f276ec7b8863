import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createChangeAwareMemo } from '../http/public-cache.ts';
import { createMemberships, type Memberships } from './memberships.ts';
import { createSessionStore, SESSION_TABLES, type SessionStore } from './session-store.ts';
import { createTenantRepository, type TenantRepository } from './tenants.ts';
import { createUserRepository, type UserRepository } from './users.ts';

export interface Identity {
  users: UserRepository;
  sessions: SessionStore;
  memberships: Memberships;
  tenants: TenantRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

export const PURGE_SESSIONS_JOB = 'identity:purge-sessions';

/** Signed-in people whose sessions each instance remembers (a few hundred bytes each). */
const SESSION_MEMO_ENTRIES = 20_000;

/** The identity core for every module (docs/decisions/008): users, their tenants and roles, and sessions. */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const identity: Identity = {
      users: createUserRepository(app.db),
      sessions: createSessionStore(app.db, app.config.session, {
        sessions: createChangeAwareMemo(app.publicCache, SESSION_TABLES, {
          maxEntries: SESSION_MEMO_ENTRIES,
        }),
        memberships: createChangeAwareMemo(app.publicCache, SESSION_TABLES, {
          maxEntries: SESSION_MEMO_ENTRIES,
        }),
      }),
      memberships: createMemberships(app.db),
      tenants: createTenantRepository(app.db),
    };
    app.decorate('identity', identity);
    app.jobs.define(PURGE_SESSIONS_JOB, async (_payload, { logger }) => {
      const removed = await identity.sessions.purgeExpired();
      if (removed > 0) logger.info({ removed }, 'expired sessions purged');
    });
    app.jobs.schedule('7 * * * *', PURGE_SESSIONS_JOB);
  },
  { name: 'identity', dependencies: ['context', 'jobs', 'public-cache'] },
);
