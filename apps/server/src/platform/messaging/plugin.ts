import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlatformConfigRepository } from '../platform-config/platform-config-repository.ts';
import { createMessenger, type Messenger } from './messenger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

/** The messages every module sends (issue 21): stored first, then SMS and e-mail by the recipient's preferences. */
export const messagingPlugin = fp(
  async (app: FastifyInstance) => {
    const platform = createPlatformConfigRepository(app.db);
    app.decorate(
      'messenger',
      createMessenger({
        db: app.db,
        notifier: app.notifier,
        users: app.identity.users,
        platformName: (executor) => platform.platformName(executor),
      }),
    );
  },
  { name: 'messaging', dependencies: ['context', 'identity', 'notifier'] },
);
