import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, DELIVER_JOB, DELIVERY_ATTEMPTS, type Notifier } from './notifier.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const notifierPlugin = fp(
  async (app: FastifyInstance) => {
    const notifier = createNotifier(app.config, { db: app.db, jobs: app.jobs, logger: app.log });
    app.decorate('notifier', notifier);
    app.jobs.define<{ outboxId: number }>(DELIVER_JOB, ({ outboxId }, { attempt }) =>
      notifier.deliver(outboxId, { final: attempt >= DELIVERY_ATTEMPTS }),
    );
  },
  { name: 'notifier', dependencies: ['context', 'jobs'] },
);
