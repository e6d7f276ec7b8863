import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventJobPayload } from '../../platform/events/events.ts';
import { createPlatformConfigRepository } from '../../platform/platform-config/platform-config-repository.ts';
import { createAccountService } from './account-service.ts';
import { ACCOUNT_PURGE_JOB, EMAIL_NOTICE_JOB, MOBILE_NOTICE_JOB, PASSWORD_NOTICE_JOB } from './jobs.ts';
import { accountRoutes } from './routes.ts';
import { createSecurityNotices } from './security-notices.ts';

/** Signed-in account maintenance (`/account`): profile, mobile change, credential check, password change. */
export const accountModule = fp(
  async (app: FastifyInstance) => {
    const account = createAccountService({
      db: app.db,
      users: app.identity.users,
      sessions: app.identity.sessions,
      codes: app.verification.codes,
      limiter: app.rateLimiter,
      events: app.events,
    });
    await app.register(accountRoutes, { account });

    app.jobs.define(ACCOUNT_PURGE_JOB, () => account.purgeProofs());
    app.jobs.schedule('32 * * * *', ACCOUNT_PURGE_JOB);

    const platform = createPlatformConfigRepository(app.db);
    const notices = createSecurityNotices({
      events: app.events,
      users: app.identity.users,
      messenger: app.messenger,
      hotline: async () => (await platform.current()).hotline,
    });
    app.jobs.define<EventJobPayload>(PASSWORD_NOTICE_JOB, ({ eventId }) => notices.passwordChanged(eventId));
    app.jobs.define<EventJobPayload>(MOBILE_NOTICE_JOB, ({ eventId }) => notices.mobileChanged(eventId));
    app.jobs.define<EventJobPayload>(EMAIL_NOTICE_JOB, ({ eventId }) => notices.emailVerified(eventId));
  },
  {
    name: 'account',
    encapsulate: true,
    dependencies: [
      'context',
      'identity',
      'auth',
      'jobs',
      'notifier',
      'messaging',
      'verification',
      'rate-limit',
      'payload-keys',
    ],
  },
);
