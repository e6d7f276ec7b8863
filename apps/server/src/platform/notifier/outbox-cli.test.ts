import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, migrateDatabase } from '../database/client.ts';
import { startEmbeddedDatabase } from '../database/embedded.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { createNotifier } from './notifier.ts';
import { platformText } from './platform-text.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');
const silent = pino({ level: 'silent' });

/** Runs `npm run outbox`'s command as a separate process, with only the environment given. */
const outbox = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/outbox.ts', ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    timeout: 90_000,
  });

describe('npm run outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    const notifier = ctx.app.notifier;
    await notifier.sendSms({ mobile: '13800138000', text: platformText`验证码 111111`, purpose: 'sign-in' });
    await notifier.sendEmail({
      to: 'a@example.cn',
      subject: platformText`邮箱验证码`,
      text: platformText`验证码 222222`,
      purpose: 'register',
    });
    await notifier.sendSms({
      mobile: '13900139000',
      text: platformText`验证码 333333`,
      purpose: 'reset-password',
    });
  });
  afterAll(async () => ctx?.close());

  it('prints the newest messages from DATABASE_URL, newest last', async () => {
    const { stdout } = await outbox([], { DATABASE_URL: ctx.databaseUrl });
    expect(stdout).toContain('发件箱：全部 3 条，最新的在最后');
    expect(stdout).toMatch(/短信 {2}发往 13800138000 {2}用途：sign-in {2}\S+\n {2}验证码 111111/);
    expect(stdout).toMatch(
      /邮件 {2}发往 a@example.cn {2}用途：register {2}\S+\n {2}主题：邮箱验证码\n {2}验证码 222222/,
    );
    expect(stdout.indexOf('111111')).toBeLessThan(stdout.indexOf('333333'));
  });

  it('filters by mobile and limits the count', async () => {
    const { stdout: one } = await outbox(['--mobile', '13900139000'], { DATABASE_URL: ctx.databaseUrl });
    expect(one).toContain('发往 13900139000 的全部 1 条');
    expect(one).not.toContain('111111');
    const { stdout: last } = await outbox(['--limit', '1'], { DATABASE_URL: ctx.databaseUrl });
    expect(last).toContain('最近 1 条（共 3 条');
    expect(last).toContain('333333');
    expect(last).not.toContain('222222');
  });

  it('refuses a wrong option with the usage, in Chinese', async () => {
    await expect(outbox(['--limit', 'x'], { DATABASE_URL: ctx.databaseUrl })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('用法：npm run outbox'),
    });
  });
});

describe('npm run outbox on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rrsp-outbox-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('reads the database of a server running on DATA_DIR, and starts and stops its own when none runs', async () => {
    // This test process plays the running server: it owns the embedded database of DATA_DIR.
    const server = await startEmbeddedDatabase(dataDir, { info: () => undefined, warn: () => undefined });
    const database = connectDatabase(server.url, { max: 2 });
    try {
      await migrateDatabase(database.db);
      const jobs = createJobQueue({
        db: database.db,
        pool: database.db.$client,
        logger: silent,
        concurrency: 1,
        bulkConcurrency: 1,
        runWorker: false,
        stopGraceMs: 1_000,
      });
      await createNotifier(loadConfig({}), { db: database.db, jobs, logger: silent }).sendSms({
        mobile: '13700137000',
        text: platformText`【乡村振兴服务平台】验证码 987654`,
        purpose: 'sign-in',
      });
      const { stdout } = await outbox([], { DATA_DIR: dataDir });
      expect(stdout).toContain('发往 13700137000');
      expect(stdout).toContain('验证码 987654');
    } finally {
      await database.close();
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, '.postgres-port'))).toBe(false);

    const { stdout } = await outbox(['--all'], { DATA_DIR: dataDir });
    expect(stdout).toContain('验证码 987654');
    // …and it leaves no database running behind it.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, '.postgres-port'))).toBe(false);
  }, 180_000);
});
