import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { createEventLog, type EventLog, type EventSubscriptions } from '../events/events.ts';
import { sampled } from '../observability/metrics.ts';
import { NotReady } from '../observability/readiness.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
    events: EventLog;
  }
}

/**
 * The job queue and the domain-event log. Plugins define their jobs while the app loads; the worker starts once the
 * app is ready (every job defined) and stops when it closes: running jobs get the shutdown grace to finish, and go back
 * to the queue after it.
 */
export const PURGE_EVENTS_JOB = 'events:purge';

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: { subscriptions: EventSubscriptions }) => {
    const jobs = createJobQueue({
      db: app.db,
      pool: app.db.$client,
      logger: app.log,
      concurrency: app.config.jobs.concurrency,
      bulkConcurrency: app.config.jobs.bulkConcurrency,
      runWorker: app.config.jobs.runWorker,
      stopGraceMs: app.config.shutdownGraceMs,
    });
    app.decorate('jobs', jobs);
    const events = createEventLog({ db: app.db, jobs, subscriptions: options.subscriptions });
    app.decorate('events', events);
    // Events are the record of what happened; after half a year their handlers have long run.
    jobs.define(PURGE_EVENTS_JOB, () => events.purgeOlderThan(180));
    jobs.schedule('52 3 * * *', PURGE_EVENTS_JOB);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
    observeJobs(app, jobs);
  },
  { name: 'jobs', dependencies: ['context', 'observability'] },
);

/**
 * The queue in `/metrics` (its depth, its oldest waiting job, the backlog by task and state: task names are ours, so
 * the labels are bounded) and this instance's worker in `/readyz`. A dead worker is reported but not required: the
 * instance still answers requests, and the other instances' workers take the jobs.
 */
const observeJobs = (app: FastifyInstance, jobs: JobQueue) => {
  const backlog = sampled(
    () => jobs.backlog(),
    (error) => app.log.warn({ err: error }, 'job queue figures not read'),
  );
  const registers = [app.metrics];
  new Gauge({
    name: 'rrsp_job_queue_depth',
    help: 'Jobs due now and waiting for a worker, all tasks',
    registers,
    async collect() {
      const tasks = await backlog();
      if (tasks) this.set(tasks.reduce((sum, task) => sum + task.ready, 0));
      else this.reset();
    },
  });
  new Gauge({
    name: 'rrsp_job_queue_oldest_seconds',
    help: 'How long the longest-waiting job due now has waited (0 when none waits)',
    registers,
    async collect() {
      const tasks = await backlog();
      if (tasks) this.set(Math.max(0, ...tasks.map((task) => task.oldestReadySeconds)));
      else this.reset();
    },
  });
  new Gauge({
    name: 'rrsp_job_queue_jobs',
    help: 'Jobs not yet done, by task and state (ready, scheduled, running, failed: out of attempts)',
    labelNames: ['task', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { task, ready, scheduled, running, failed } of (await backlog()) ?? []) {
        for (const [state, count] of Object.entries({ ready, scheduled, running, failed })) {
          this.set({ task, state }, count);
        }
      }
    },
  });

  if (jobs.workerState() === 'off') return;
  app.readiness.add('jobs', {
    label: '后台任务',
    required: false,
    check: async () => {
      const state = jobs.workerState();
      if (state === 'failed') throw new NotReady('后台任务执行器已意外停止（job worker died）');
      if (state !== 'running') throw new NotReady('后台任务执行器未运行（job worker not running）');
    },
  });
};
