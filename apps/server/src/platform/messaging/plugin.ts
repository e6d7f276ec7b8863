import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlatformConfigRepository } from '../platform-config/platform-config-repository.ts';
import { createMessenger, type Messenger } from './messenger.ts';
import { createQueueAlerts, type QueueAlerts } from './queue-alerts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
    /** Tells the operators of a console queue that something new waits in it. */
    queueAlerts: QueueAlerts;
  }
}

export const PURGE_MESSAGES_JOB = 'messages:purge';
/** A message read a year ago has done its work. */
const READ_MESSAGES_KEPT_DAYS = 365;

/** The messages every module sends (issue 21): stored first, then SMS and e-mail by the recipient's preferences. */
export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const platform = createPlatformConfigRepository(app.db);
    const messenger = createMessenger({
      db: app.db,
      notifier: app.notifier,
      users: app.identity.users,
      platformName: (executor) => platform.platformName(executor),
    });
    app.decorate('messenger', messenger);
    app.decorate('queueAlerts', createQueueAlerts(messenger));
    app.jobs.define(PURGE_MESSAGES_JOB, async () => {
      await messenger.store.purgeReadBefore(new Date(Date.now() - READ_MESSAGES_KEPT_DAYS * 86_400_000));
    });
    app.jobs.schedule('41 4 * * *', PURGE_MESSAGES_JOB);
  },
  { name: 'messaging', dependencies: ['context', 'identity', 'notifier', 'jobs'] },
);
