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
  },
  { name: 'messaging', dependencies: ['context', 'identity', 'notifier'] },
);
