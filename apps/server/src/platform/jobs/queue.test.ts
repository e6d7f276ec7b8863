import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { waitFor } from '../../../test/wait.ts';
import { createJobQueue, type JobLane, type JobQueue } from './queue.ts';

/**
 * The queue as instances run it: long jobs in their own lane, so they never hold up a prompt one; and an instance that
 * stops (SIGTERM, a deploy) while one of its jobs runs: the job finishes within the grace, or goes back to the queue for
 * another instance, never stays locked by a worker that is gone.
 */
let ctx: TestContext;
const queues: JobQueue[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ JOBS_WORKER: 'false' });
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await ctx?.close();
});

const warnings: string[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) });

type TaskRun = (attempt: number) => Promise<void>;

/** A queue on the test database with one slot in each lane; `runWorker` makes it an instance's worker. */
const queueOn = (runWorker: boolean, stopGraceMs: number) =>
  createJobQueue({
    db: ctx.db,
    pool: ctx.db.$client,
    logger,
    concurrency: 1,
    bulkConcurrency: 1,
    runWorker,
    stopGraceMs,
  });

/** An instance's worker running these tasks. */
const startQueue = async (defined: { task: string; run: TaskRun; lane?: JobLane }[], stopGraceMs: number) => {
  const queue = queueOn(true, stopGraceMs);
  for (const { task, run, lane } of defined) {
    queue.define(task, (_payload, { attempt }) => run(attempt), lane ? { lane } : {});
  }
  await queue.start();
  queues.push(queue);
  return queue;
};

const startInstance = (task: string, run: TaskRun, stopGraceMs: number) =>
  startQueue([{ task, run }], stopGraceMs);

interface JobRow {
  locked_at: string | null;
  attempts: number;
  last_error: string | null;
  run_at: string;
  [key: string]: unknown;
}
const jobsOf = async (task: string) =>
  (
    await ctx.db.execute<JobRow>(sql`
      select locked_at, attempts, last_error, run_at from graphile_worker.jobs where task_identifier = ${task}`)
  ).rows;

const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('stopping an instance while its job runs', () => {
  it('waits for a job that ends within the grace, and the job is done', async () => {
    const started = gate();
    const release = gate();
    let finished = 0;
    const queue = await startInstance(
      'test:short',
      async () => {
        started.open();
        await release.opened;
        finished += 1;
      },
      10_000,
    );
    await queue.add('test:short', {});
    await started.opened;

    const stopping = queue.stop();
    setTimeout(release.open, 300);
    await stopping;
    expect(finished).toBe(1);
    expect(await jobsOf('test:short')).toEqual([]);
  });

  it('hands a job still running after the grace back to the queue, and another instance runs it', async () => {
    const started = gate();
    const stuck = gate();
    const attempts: number[] = [];
    const first = await startInstance(
      'test:long',
      async (attempt) => {
        attempts.push(attempt);
        started.open();
        await stuck.opened;
      },
      300,
    );
    await first.add('test:long', {});
    await started.opened;

    const stopStarted = Date.now();
    await first.stop();
    expect(Date.now() - stopStarted).toBeLessThan(5_000);
    const [returned] = await jobsOf('test:long');
    expect(returned, 'the job is kept').toBeDefined();
    expect(returned?.locked_at, 'no longer locked by the stopped worker').toBeNull();
    expect(returned?.attempts, 'its first attempt is counted').toBe(1);
    expect(warnings).toContain('停止时仍有任务在执行，已交回队列由其他实例重试');

    // due again at once: the next instance with a free worker takes it
    let ranOnSecond = 0;
    await startInstance(
      'test:long',
      async (attempt) => {
        expect(attempt).toBe(2);
        ranOnSecond += 1;
      },
      10_000,
    );
    await waitFor(async () => ((await jobsOf('test:long')).length === 0 ? true : undefined), {
      timeoutMs: 20_000,
      intervalMs: 200,
    });
    expect(ranOnSecond).toBe(1);
    stuck.open();
  });
});

describe('lanes', () => {
  it('runs a prompt job at once while long jobs hold every slot of the bulk lane, and a stop hands those back', async () => {
    const bulkStarted = gate();
    const bulkHeld = gate();
    let bulkRunning = 0;
    const promptRan: number[] = [];
    const queue = await startQueue(
      [
        {
          task: 'test:export',
          lane: 'bulk',
          run: async () => {
            bulkRunning += 1;
            bulkStarted.open();
            await bulkHeld.opened;
          },
        },
        {
          task: 'test:notice',
          run: async () => {
            promptRan.push(Date.now());
          },
        },
      ],
      300,
    );
    expect(queue.laneOf('test:export')).toBe('bulk');
    expect(queue.laneOf('test:notice')).toBe('prompt');
    for (let index = 0; index < 3; index += 1) await queue.add('test:export', { index });
    await bulkStarted.opened;

    const asked = Date.now();
    await queue.add('test:notice', {});
    await waitFor(async () => (promptRan.length === 1 ? true : undefined), {
      timeoutMs: 10_000,
      intervalMs: 20,
    });
    // one slot in the bulk lane: the other two exports still wait, and waiting for them held up nothing
    expect(bulkRunning).toBe(1);
    expect((await jobsOf('test:export')).length).toBe(3);
    expect((promptRan[0] ?? Number.POSITIVE_INFINITY) - asked).toBeLessThan(5_000);

    await queue.stop();
    const left = await jobsOf('test:export');
    expect(left.length).toBe(3);
    expect(
      left.every((job) => job.locked_at === null),
      'the running export is handed back too',
    ).toBe(true);
    bulkHeld.open();
  });

  it('refuses a task defined twice, even in another lane, and a schedule for a task it does not know', () => {
    const queue = queueOn(false, 1_000);
    queue.define('test:twice', async () => undefined);
    expect(() => queue.define('test:twice', async () => undefined, { lane: 'bulk' })).toThrow(
      /defined twice/,
    );
    expect(() => queue.schedule('0 * * * *', 'test:unknown')).toThrow(/before it is defined/);
  });
});
