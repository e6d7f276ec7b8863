import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEventLog, type EventLog, type EventSubscriptions } from '../events/events.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    events: EventLog;
  }
}

/**
 * The job queue and the domain-event log. Plugins define their jobs while the app loads; the worker starts once the
 * app is ready (every job defined) and stops, letting running jobs finish, when it closes.
 */
export const PURGE_EVENTS_JOB = 'events:purge';

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { subscriptions: EventSubscriptions }) => {
    const jobs = createJobQueue({
      db: app.db,
      pool: app.db.$client,
      logger: app.log,
      concurrency: app.config.jobs.concurrency,
      runWorker: app.config.jobs.runWorker,
    });
    app.decorate('jobs', jobs);
    const events = createEventLog({ db: app.db, jobs, subscriptions: options.subscriptions });
    app.decorate('events', events);
    // Events are the record of what happened; after half a year their handlers have long run.
    jobs.define(PURGE_EVENTS_JOB, () => events.purgeOlderThan(180));
    jobs.schedule('52 3 * * *', PURGE_EVENTS_JOB);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['context'] },
);
