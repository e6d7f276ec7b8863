import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { sampled } from '../observability/metrics.ts';
import { createNotifier, DELIVER_JOB, type Notifier } from './notifier.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { OUTBOX_CHANNELS } from './tables.ts';

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
    observeOutbox(app);
  },
  { name: 'notifier', dependencies: ['context', 'jobs', 'observability'] },
);

/** The outbox's backlog in `/metrics`: SMS and e-mail recorded but not yet handed to the gateway, by channel. */
const observeOutbox = (app: FastifyInstance) => {
  const outbox = createOutboxRepository(app.db);
  const backlog = sampled(
    () => outbox.backlog(),
    (error) => app.log.warn({ err: error }, 'outbox figures not read'),
  );
  const byChannel = (
    name: string,
    help: string,
    value: (entry: { queued: number; oldestSeconds: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers: [app.metrics],
      async collect() {
        const entries = await backlog();
        this.reset();
        if (!entries) return;
        for (const channel of OUTBOX_CHANNELS) {
          const entry = entries.find((candidate) => candidate.channel === channel);
          this.set({ channel }, entry ? value(entry) : 0);
        }
      },
    });
  byChannel(
    'rrsp_outbox_backlog',
    'Messages recorded in the outbox and not yet sent, by channel',
    (entry) => entry.queued,
  );
  byChannel(
    'rrsp_outbox_oldest_seconds',
    'How long the oldest unsent message has waited, by channel (0 when none waits)',
    (entry) => entry.oldestSeconds,
  );
};
