import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { waitFor } from '../../../test/wait.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

interface Readyz {
  status: number;
  msg: string;
  checks: Record<string, { status: 'ok' | 'failed'; required: boolean; reason?: string }>;
}

const readyz = async (): Promise<Readyz> => {
  const response = await ctx.app.inject({ url: '/readyz' });
  const body = response.json();
  return { status: response.statusCode, msg: body.msg, checks: body.data.checks };
};

/** Polls /readyz (its answer is reused for a second) until it answers `status`. */
const readyzUntil = (status: number) =>
  waitFor(async () => {
    const answer = await readyz();
    return answer.status === status ? answer : undefined;
  });

describe('/readyz', () => {
  it('names every dependency it checked', async () => {
    const answer = await readyz();
    expect(answer.status).toBe(200);
    for (const name of ['database', 'storage', 'jobs', 'changeListener', 'liveChannel']) {
      expect(answer.checks[name]).toMatchObject({ status: 'ok' });
    }
  });

  it('answers 503 naming the storage when the files directory cannot be written', async () => {
    const filesRoot = path.join(ctx.config.dataDir, 'files');
    // the directory gone and a file in its place: what a lost mount looks like to the server
    await rm(filesRoot, { recursive: true, force: true });
    await mkdir(ctx.config.dataDir, { recursive: true });
    await writeFile(filesRoot, 'not a directory');
    try {
      const answer = await readyzUntil(503);
      expect(answer.msg).toBe('服务尚未就绪：文件存储不可用');
      expect(answer.checks.storage).toMatchObject({ status: 'failed', required: true });
      expect(answer.checks.storage?.reason).toMatch(/文件目录不可写.*not writable/);
      expect(answer.checks.database).toMatchObject({ status: 'ok' });
      expect(answer.checks.storage?.reason).not.toContain(ctx.config.dataDir);
    } finally {
      await rm(filesRoot, { force: true });
    }
    await readyzUntil(200);
  });

  it('answers 503 naming the change listener when its connection is lost and cannot be made again', async () => {
    const name = new URL(ctx.databaseUrl).pathname.slice(1);
    // the database refuses new connections (the pool keeps its open ones), and the listener's connection is cut
    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query(`alter database ${name} with allow_connections false`);
    try {
      await ctx.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = 'rrsp-change-listener'`);
      const answer = await readyzUntil(503);
      expect(answer.msg).toContain('公共数据变更监听');
      expect(answer.checks.changeListener).toMatchObject({ status: 'failed', required: true });
      expect(answer.checks.changeListener?.reason).toMatch(/连接已断开.*down/);
      expect(answer.checks.liveChannel).toMatchObject({ status: 'ok' });
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await admin.end();
    }
    // the listener makes its connection again (with a pause of at most 5 s) and the instance is ready again
    await waitFor(async () => ((await readyz()).status === 200 ? true : undefined), { timeoutMs: 20_000 });
  });

  it('reports a stopped job worker without taking the instance out of rotation', async () => {
    await ctx.app.jobs.stop();
    try {
      const answer = await waitFor(async () => {
        const current = await readyz();
        return current.checks.jobs?.status === 'failed' ? current : undefined;
      });
      expect(answer.status).toBe(200);
      expect(answer.checks.jobs).toMatchObject({ required: false });
      expect(answer.checks.jobs?.reason).toMatch(/未运行.*not running/);
    } finally {
      await ctx.app.jobs.start();
    }
  });

  it('keeps /healthz to the process alone', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功', data: { status: 'alive' } });
  });
});
