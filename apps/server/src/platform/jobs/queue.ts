import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type JobHelpers, Logger, type Runner, run, type TaskList } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Database, Executor } from '../database/client.ts';

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

export interface JobQueueOptions {
  db: Database;
  pool: Pool;
  logger: FastifyBaseLogger;
  concurrency: number;
  /** False on instances that only answer requests; they still add jobs. */
  runWorker: boolean;
}

const DEFAULT_MAX_ATTEMPTS = 5;

/** graphile-worker's own chatter (connected, looking for jobs) is debug for us; its failures stay errors. */
const workerLogger = (logger: FastifyBaseLogger) =>
  new Logger(() => (level, message, meta) => {
    const fields = { jobs: true, ...(meta as Record<string, unknown> | undefined) };
    if (level === 'error') logger.error(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else logger.debug(fields, message);
  });

export const createJobQueue = (options: JobQueueOptions) => {
  const tasks: TaskList = {};
  const cron: string[] = [];
  let runner: Runner | undefined;

  return {
    /** Defines what a job of this name does; call before `start`. */
    define<P>(name: string, handler: JobHandler<P>): void {
      if (tasks[name]) throw new Error(`job ${name} defined twice`);
      tasks[name] = async (payload: unknown, helpers: JobHelpers) => {
        await handler(payload as P, {
          attempt: helpers.job.attempts,
          maxAttempts: helpers.job.max_attempts,
          logger: options.logger.child({ job: name, jobId: helpers.job.id }),
        });
      };
    },

    /** Runs a defined job on a schedule (cron syntax, UTC); each tick runs once across all instances. */
    schedule(cronExpression: string, name: string): void {
      cron.push(`${cronExpression} ${name}`);
    },

    async add(name: string, payload: Record<string, unknown>, addOptions: AddJobOptions = {}): Promise<void> {
      const executor = addOptions.executor ?? options.db;
      await executor.execute(sql`select graphile_worker.add_job(
        ${name},
        ${JSON.stringify(payload)}::json,
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
      if (!options.runWorker || runner) return;
      runner = await run({
        pgPool: options.pool,
        taskList: tasks,
        crontab: cron.join('\n'),
        concurrency: options.concurrency,
        noHandleSignals: true,
        pollInterval: 2_000,
        logger: workerLogger(options.logger),
      });
    },

    /** Lets running jobs finish, then stops taking new ones. */
    async stop(): Promise<void> {
      const stopping = runner;
      runner = undefined;
      await stopping?.stop();
    },
  };
};

export type JobQueue = ReturnType<typeof createJobQueue>;
