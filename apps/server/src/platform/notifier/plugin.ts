import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifier, DELIVER_JOB, type Notifier } from './notifier.ts';
import { createOutboxRepository } from './outbox-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export const PURGE_OUTBOX_JOB = 'notifier:purge';

export const notifierPlugin = fp(
  async (app: FastifyInstance) => {
    const notifier = createNotifier(app.config, { db: app.db, jobs: app.jobs, logger: app.log });
    app.decorate('notifier', notifier);
    // The outbox is the record of what went out; after three months it answers no question anyone asks.
    app.jobs.define(PURGE_OUTBOX_JOB, () => createOutboxRepository(app.db).purgeOlderThan(90));
    app.jobs.schedule('57 3 * * *', PURGE_OUTBOX_JOB);
    app.jobs.define<{ outboxId: number }>(DELIVER_JOB, ({ outboxId }, { attempt, maxAttempts }) =>
      notifier.deliver(outboxId, { final: attempt >= maxAttempts }),
    );
  },
  { name: 'notifier', dependencies: ['context', 'jobs'] },
);
