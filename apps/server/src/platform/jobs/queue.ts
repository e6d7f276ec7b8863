import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHelpers, Logger, type Runner, run, type TaskList } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Database, Executor } from '../database/client.ts';
import { currentRequestId, runInJobScope } from '../observability/request-scope.ts';

/**
 * Background work on PostgreSQL (graphile-worker, docs/decisions/009). A job is added with SQL, so it can join the
 * transaction of the change that asks for it: the job exists exactly when the change does. Every instance that runs
 * a worker takes jobs from the same tables; an instance only takes jobs whose task it has defined.
 */

export interface JobContext {
  /** 1 on the first run; graphile-worker retries a failed job with exponential backoff. */
  attempt: number;
  maxAttempts: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface AddJobOptions {
  /** Joins the caller's transaction; defaults to the database. */
  executor?: Executor;
  /** Default 5: about four minutes of backoff, longer than a code lives. */
  maxAttempts?: number;
  /** Replaces a pending job with the same key instead of adding a second one. */
  jobKey?: string;
  runAt?: Date;
}

/**
 * Which worker a task runs on. `prompt`: what a person waits for (notices, SMS and e-mail deliveries, publications,
 * purges), seconds at most. `bulk`: work that can take minutes (a data-centre export of a million rows). Each lane has
 * its own runner and slots, so no number of long jobs can hold up a notice or a sign-in code.
 */
export type JobLane = 'prompt' | 'bulk';

export interface DefineJobOptions {
  /** Default `prompt`. */
  lane?: JobLane;
}

export interface JobQueueOptions {
  db: Database;
  pool: Pool;
  logger: FastifyBaseLogger;
  /** Jobs of the prompt lane at once on this instance. */
  concurrency: number;
  /** Jobs of the bulk lane at once on this instance. */
  bulkConcurrency: number;
  /** False on instances that only answer requests; they still add jobs. */
  runWorker: boolean;
  /**
   * How long `stop` lets running jobs finish. A job still running then is unlocked, due again at once for any
   * instance (its attempt counted): left locked, it would wait four hours for graphile-worker to reclaim it.
   */
  stopGraceMs: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const COMPLETION_WAIT_MS = 2_000;
const COMPLETION_POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payload field that names the request which enqueued a job (the request log's `reqId`). It is taken off before
 * the handler sees the payload; the handler runs in that request's scope instead (see request-scope.ts).
 */
const ENQUEUED_BY_FIELD = 'reqId';

const enqueuedBy = (payload: unknown): string | undefined => {
  const value = (payload as Record<string, unknown> | null)?.[ENQUEUED_BY_FIELD];
  return typeof value === 'string' ? value : undefined;
};

/** graphile-worker's own chatter (connected, looking for jobs) is debug for us; its failures stay errors. */
const workerLogger = (logger: FastifyBaseLogger) =>
  new Logger(() => (level, message, meta) => {
    // a failed job's line is written outside the job's scope: the request that enqueued it is read from the job
    const reqId = enqueuedBy((meta as { job?: { payload?: unknown } } | undefined)?.job?.payload);
    const fields = {
      jobs: true,
      ...(meta as Record<string, unknown> | undefined),
      ...(reqId === undefined ? {} : { reqId }),
    };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });

/** Jobs of one task not yet done, by state: the table keeps nothing else (a finished job is deleted). */
export interface TaskBacklog {
  task: string;
  /** Due now and waiting for a worker: the queue's depth. */
  ready: number;
  /** Due later (a retry's backoff, a scheduled publication). */
  scheduled: number;
  running: number;
  /** Out of attempts: kept for a person to look at, never run again. */
  failed: number;
  /** How long the longest-waiting ready job has waited; 0 when none is ready. */
  oldestReadySeconds: number;
}

/** `off`: this instance answers requests only (JOBS_WORKER=false); `stopped`: not started yet, or closing. */
export type WorkerState = 'off' | 'running' | 'stopped' | 'failed';

const LANES: readonly JobLane[] = ['prompt', 'bulk'];

export const createJobQueue = (options: JobQueueOptions) => {
  const tasks: Record<JobLane, TaskList> = { prompt: {}, bulk: {} };
  const laneOf = new Map<string, JobLane>();
  const cron: Record<JobLane, string[]> = { prompt: [], bulk: [] };
  const concurrencyOf: Record<JobLane, number> = {
    prompt: options.concurrency,
    bulk: options.bulkConcurrency,
  };
  /** One runner per lane that has tasks; empty when not started (or stopping). */
  let runners: Runner[] = [];
  let workerFailed = false;
  /** The ids this instance's jobs are locked under in graphile-worker's table (its worker pool's). */
  const lockersOfThisInstance = new Set<string>();

  return {
    /** Defines what a job of this name does; call before `start`. */
    define<P>(name: string, handler: JobHandler<P>, defineOptions: DefineJobOptions = {}): void {
      if (laneOf.has(name)) throw new Error(`job ${name} defined twice`);
      const lane = defineOptions.lane ?? 'prompt';
      laneOf.set(name, lane);
      tasks[lane][name] = async (payload: unknown, helpers: JobHelpers) => {
        const reqId = enqueuedBy(payload);
        const own =
          reqId === undefined
            ? payload
            : Object.fromEntries(
                Object.entries(payload as Record<string, unknown>).filter(
                  ([key]) => key !== ENQUEUED_BY_FIELD,
                ),
              );
        await runInJobScope(reqId, () =>
          handler(own as P, {
            attempt: helpers.job.attempts,
            maxAttempts: helpers.job.max_attempts,
            logger: options.logger.child({ job: name, jobId: helpers.job.id }),
          }),
        );
      };
    },

    /** Runs a defined job on a schedule (cron syntax, UTC); each tick runs once across all instances. */
    schedule(cronExpression: string, name: string): void {
      const lane = laneOf.get(name);
      if (!lane) throw new Error(`job ${name} scheduled before it is defined`);
      cron[lane].push(`${cronExpression} ${name}`);
    },

    /** The lane a defined task runs on (undefined for a task this instance does not define). */
    laneOf(name: string): JobLane | undefined {
      return laneOf.get(name);
    },

    /** Adds a job; one added while a request (or a job it enqueued) runs records that request's id. */
    async add(name: string, payload: Record<string, unknown>, addOptions: AddJobOptions = {}): Promise<void> {
      const executor = addOptions.executor ?? options.db;
      const reqId = currentRequestId();
      const stored = reqId === undefined ? payload : { ...payload, [ENQUEUED_BY_FIELD]: reqId };
      await executor.execute(sql`select graphile_worker.add_job(
        ${name},
        ${JSON.stringify(stored)}::json,
        run_at => ${addOptions.runAt?.toISOString() ?? null}::timestamptz,
        max_attempts => ${addOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int,
        job_key => ${addOptions.jobKey ?? null}::text
      )`);
    },

    /**
     * Cancels the pending job of this key, on the caller's transaction: it never runs. A job already running keeps
     * running (graphile-worker only stops it from being retried), so its handler must check it is still wanted.
     */
    async remove(jobKey: string, executor: Executor = options.db): Promise<void> {
      await executor.execute(sql`select graphile_worker.remove_job(${jobKey}::text)`);
    },

    async start(): Promise<void> {
      if (!options.runWorker || runners.length > 0) return;
      workerFailed = false;
      const started: Runner[] = [];
      runners = started;
      // one after the other: each runner first checks graphile-worker's schema is migrated
      for (const lane of LANES) {
        if (Object.keys(tasks[lane]).length === 0) continue;
        const runner = await run({
          pgPool: options.pool,
          taskList: tasks[lane],
          crontab: cron[lane].join('\n'),
          concurrency: concurrencyOf[lane],
          noHandleSignals: true,
          pollInterval: 2_000,
          logger: workerLogger(options.logger),
        });
        started.push(runner);
        runner.events.on('job:start', ({ worker }) => lockersOfThisInstance.add(worker.workerPool.id));
        // a runner's promise settles when it stops; unless `stop` asked for that, the worker died (readiness says so)
        const stoppedBySelf = (error?: unknown) => {
          if (runners !== started) return;
          workerFailed = true;
          options.logger.error(
            { err: error, jobs: true, lane },
            '后台任务执行器意外停止，本实例不再执行任务',
          );
        };
        runner.promise.then(() => stoppedBySelf(), stoppedBySelf);
      }
    },

    workerState(): WorkerState {
      if (!options.runWorker) return 'off';
      if (workerFailed) return 'failed';
      return runners.length > 0 ? 'running' : 'stopped';
    },

    /**
     * The backlog by task, read from graphile-worker's public view. Cheap enough to read on each scrape: finished
     * jobs are deleted, so the table holds exactly the backlog.
     */
    async backlog(): Promise<TaskBacklog[]> {
      const result = await options.db.execute<Record<keyof TaskBacklog, unknown>>(sql`
        select task_identifier as "task",
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now()) as "ready",
          count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now()) as "scheduled",
          count(*) filter (where locked_at is not null) as "running",
          count(*) filter (where locked_at is null and attempts >= max_attempts) as "failed",
          coalesce(extract(epoch from now() - min(run_at)
            filter (where locked_at is null and attempts < max_attempts and run_at <= now())), 0) as "oldestReadySeconds"
        from graphile_worker.jobs
        group by task_identifier
        order by task_identifier`);
      return result.rows.map((row) => ({
        task: String(row.task),
        ready: Number(row.ready),
        scheduled: Number(row.scheduled),
        running: Number(row.running),
        failed: Number(row.failed),
        oldestReadySeconds: Number(row.oldestReadySeconds),
      }));
    },

    /**
     * Stops taking jobs and lets running ones finish within the grace. Then no job may stay locked by this
     * instance: graphile-worker writes a finished job's completion without waiting for it (so its `stop` can return
     * first, and the pool closing next would lose the write), and a job still running is unlocked, due again at once
     * for any instance (its attempt is counted). Left locked, either would wait four hours to be reclaimed.
     */
    async stop(): Promise<void> {
      const stopping = runners;
      runners = [];
      if (stopping.length === 0) return;
      const deadline = Date.now() + options.stopGraceMs;
      const graceful = Promise.allSettled(stopping.map((runner) => runner.stop())).then(
        () => 'stopped' as const,
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), options.stopGraceMs);
      });
      const outcome = await Promise.race([graceful, late]);
      clearTimeout(timer);
      if (lockersOfThisInstance.size === 0) return;
      // one text parameter (a JS array would become a list of them); the ids are graphile-worker's hex names
      const ours = sql`string_to_array(${[...lockersOfThisInstance].join(',')}, ',')`;
      const lockedByUs = async () => {
        const result = await options.db.execute<{ locked: number }>(
          sql`select count(*)::int as locked from graphile_worker.jobs where locked_by = any(${ours})`,
        );
        return result.rows[0]?.locked ?? 0;
      };
      try {
        if (outcome === 'stopped') {
          // the completions in flight land in milliseconds
          const settleBy = Math.min(deadline, Date.now() + COMPLETION_WAIT_MS);
          while ((await lockedByUs()) > 0 && Date.now() < settleBy) await sleep(COMPLETION_POLL_MS);
        }
        if ((await lockedByUs()) === 0) return;
        await options.db.execute(sql`select graphile_worker.force_unlock_workers(${ours})`);
        options.logger.warn(
          { jobs: true, graceMs: options.stopGraceMs },
          '停止时仍有任务在执行，已交回队列由其他实例重试',
        );
      } catch (error) {
        options.logger.error({ err: error, jobs: true }, '停止时未能交回本实例锁定的任务');
      }
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
