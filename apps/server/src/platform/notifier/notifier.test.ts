import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { waitFor } from '../../../test/wait.ts';
import { loadConfig } from '../../config.ts';
import { createNotifier } from './notifier.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import { platformText } from './platform-text.ts';

const captureLogs = () => {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (chunk: string) => lines.push(JSON.parse(chunk)) });
  return { logger, lines };
};

let ctx: TestContext;
beforeAll(async () => {
  // no worker here: the tests deliver by hand what the job would, and count the jobs left behind
  ctx = await createTestContext({ JOBS_WORKER: 'false' });
});
afterAll(async () => ctx?.close());

const pendingJobs = async () => {
  const result = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'notifier:deliver'`,
  );
  return result.rows[0]?.n ?? 0;
};

describe('the console notifier', () => {
  it('records every SMS in the outbox at once and writes it to the log in clear when delivered', async () => {
    const { logger, lines } = captureLogs();
    const notifier = createNotifier(loadConfig({}), { db: ctx.db, jobs: ctx.app.jobs, logger });
    const id = await notifier.sendSms({
      mobile: '13800138000',
      text: platformText`【乡村振兴服务平台】您的验证码为 482913，10 分钟内有效。`,
      purpose: 'sign-in',
    });

    const outbox = createOutboxRepository(ctx.db);
    expect(await outbox.byId(id)).toMatchObject({ status: 'queued', recipient: '13800138000' });
    await notifier.deliver(id, { final: false });

    const { entries } = await outbox.list({ recipient: '13800138000' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      channel: 'sms',
      recipient: '13800138000',
      subject: null,
      body: '【乡村振兴服务平台】您的验证码为 482913，10 分钟内有效。',
      purpose: 'sign-in',
      status: 'sent',
      driver: 'console',
      attempts: 1,
    });
    expect(entries[0]?.deliveredAt).toBeInstanceOf(Date);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, notifier: 'sms', to: '13800138000', purpose: 'sign-in' });
    expect(String(lines[0]?.msg)).toContain('482913');
  });

  it('records every e-mail with its subject; several instances share one outbox', async () => {
    const first = createNotifier(loadConfig({}), {
      db: ctx.db,
      jobs: ctx.app.jobs,
      logger: captureLogs().logger,
    });
    const second = createNotifier(loadConfig({}), {
      db: ctx.db,
      jobs: ctx.app.jobs,
      logger: captureLogs().logger,
    });
    await first.sendEmail({
      to: 'zhang.san@example.cn',
      subject: platformText`邮箱验证码`,
      text: platformText`您好，您的验证码为 106524。\n如非本人操作请忽略。`,
      html: platformText`<p>您的验证码为 <b>106524</b></p>`,
      purpose: 'email-sign-in',
    });
    await second.sendEmail({
      to: 'zhang.san@example.cn',
      subject: platformText`第二封`,
      text: platformText`正文`,
      purpose: 'appeal',
    });

    const { entries, total } = await createOutboxRepository(ctx.db).list({
      channel: 'email',
      recipient: 'zhang.san@example.cn',
    });
    expect(total).toBe(2);
    expect(entries.map((entry) => entry.subject)).toEqual(['邮箱验证码', '第二封']);
    expect(entries[0]).toMatchObject({
      channel: 'email',
      body: '您好，您的验证码为 106524。\n如非本人操作请忽略。',
      html: '<p>您的验证码为 <b>106524</b></p>',
      purpose: 'email-sign-in',
    });
  });

  it('lists the newest messages last and counts all of them', async () => {
    const notifier = createNotifier(loadConfig({}), {
      db: ctx.db,
      jobs: ctx.app.jobs,
      logger: captureLogs().logger,
    });
    for (let i = 1; i <= 5; i += 1) {
      await notifier.sendSms({ mobile: '13900000001', text: platformText`第 ${i} 条`, purpose: 'register' });
    }
    const outbox = createOutboxRepository(ctx.db);
    const page = await outbox.list({ recipient: '13900000001', limit: 3 });
    expect(page.total).toBe(5);
    expect(page.entries.map((entry) => entry.body)).toEqual(['第 3 条', '第 4 条', '第 5 条']);
    const everything = await outbox.list();
    expect(everything.entries.at(-1)?.body).toBe('第 5 条');
    expect(everything.entries.length).toBe(everything.total);
  });

  it('sends a message once per dedupe key, however often a handler asks', async () => {
    const notifier = createNotifier(loadConfig({}), {
      db: ctx.db,
      jobs: ctx.app.jobs,
      logger: captureLogs().logger,
    });
    const jobsBefore = await pendingJobs();
    const message = {
      mobile: '13800138333',
      text: platformText`您的账号密码已修改`,
      purpose: 'security-notice',
    };
    const first = await notifier.sendSms(message, { dedupeKey: 'notice:42' });
    const again = await notifier.sendSms(message, { dedupeKey: 'notice:42' });
    expect(again).toBe(first);
    expect((await createOutboxRepository(ctx.db).list({ recipient: '13800138333' })).total).toBe(1);
    expect(await pendingJobs()).toBe(jobsBefore + 1);
  });

  it('keeps neither the message nor its delivery job when the message cannot be recorded', async () => {
    const notifier = createNotifier(loadConfig({}), {
      db: ctx.db,
      jobs: ctx.app.jobs,
      logger: captureLogs().logger,
    });
    const jobsBefore = await pendingJobs();
    // PostgreSQL text cannot hold a NUL byte, so recording this message fails.
    await expect(
      notifier.sendSms({ mobile: '13800138111', text: platformText`a\u0000b`, purpose: 'sign-in' }),
    ).rejects.toThrow();
    expect((await createOutboxRepository(ctx.db).list({ recipient: '13800138111' })).total).toBe(0);
    expect(await pendingJobs()).toBe(jobsBefore);
  });

  it('is delivered by the app’s worker in the background, off the request path', async () => {
    const withWorker = await createTestContext();
    try {
      const id = await withWorker.app.notifier.sendSms({
        mobile: '13800138222',
        text: platformText`后台投递 775533`,
        purpose: 'sign-in',
      });
      const outbox = createOutboxRepository(withWorker.db);
      const delivered = await waitFor(async () => {
        const entry = await outbox.byId(id);
        return entry?.status === 'sent' ? entry : undefined;
      });
      expect(delivered).toMatchObject({ driver: 'console', attempts: 1 });
    } finally {
      await withWorker.close();
    }
  });
});
