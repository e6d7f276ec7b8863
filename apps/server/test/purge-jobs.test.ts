import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProofs } from '../src/modules/account/tables.ts';
import { editorialPreviewLinks } from '../src/modules/portal/content/editorial/tables.ts';
import { news } from '../src/modules/portal/content/tables.ts';
import { resetFlows, serviceTickets } from '../src/modules/sso/tables.ts';
import { domainEvents } from '../src/platform/events/tables.ts';
import { storedFiles } from '../src/platform/files/tables.ts';
import { payloadNonces } from '../src/platform/http/tables.ts';
import { sessions } from '../src/platform/identity/tables.ts';
import { messages } from '../src/platform/messaging/tables.ts';
import { notifierOutbox } from '../src/platform/notifier/tables.ts';
import { rateCounters } from '../src/platform/rate-limit/tables.ts';
import { captchas, verificationCodes } from '../src/platform/verification/tables.ts';
import { createUser, openSession } from './fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { TINY_PNG } from './multipart.ts';
import { waitFor } from './wait.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const longAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const rows = async (table: Parameters<ReturnType<TestContext['db']['select']>['from']>[0]) =>
  (await ctx.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('background jobs', () => {
  it('schedules every purge, once across all instances', async () => {
    const known = await ctx.db.execute<{ identifier: string }>(
      sql`select identifier from graphile_worker._private_known_crontabs order by identifier`,
    );
    expect(known.rows.map((row) => row.identifier)).toEqual([
      'account:purge',
      'data-center:purge-exports',
      'editorial:purge-preview-links',
      'events:purge',
      'files:purge',
      'identity:purge-sessions',
      'messages:purge',
      'notifier:purge',
      'payload:purge-nonces',
      'rate-limit:purge',
      'sso:purge',
      'verification:purge',
      'views:purge-marks',
    ]);
  });

  it('purges what public requests leave behind: captchas, codes, tickets, counters, reset flows, sessions, proofs, nonces', async () => {
    const user = await createUser(ctx.db);
    const token = await openSession(ctx.db, user.id);
    await ctx.db.insert(captchas).values({ answerHash: 'x', expiresAt: longAgo(1) });
    await ctx.db.insert(verificationCodes).values({
      purpose: 'sign-in',
      target: '13900000000',
      codeHash: 'x',
      createdAt: longAgo(3),
      expiresAt: longAgo(3),
    });
    await ctx.db.insert(serviceTickets).values({
      ticketHash: createHash('sha256').update('ST-old').digest('hex'),
      userId: user.id,
      service: 'rrsp-portal',
      method: 'password',
      expiresAt: longAgo(2),
    });
    await ctx.db
      .insert(rateCounters)
      .values({ bucket: 'code-send:ip:1.2.3.4', windowStart: longAgo(3), count: 9 });
    await ctx.db.insert(resetFlows).values({ expiresAt: longAgo(2) });
    await ctx.db.insert(payloadNonces).values({ nonce: 'seen-an-hour-ago-00000', seenAt: longAgo(1 / 24) });
    await ctx.db.insert(accountProofs).values({
      proofHash: 'old-proof',
      userId: user.id,
      kind: 'mobile-verified',
      expiresAt: longAgo(2),
    });
    await ctx.db
      .update(sessions)
      .set({ expiresAt: longAgo(2) })
      .where(sql`${sessions.tokenHash} = ${createHash('sha256').update(token).digest('hex')}`);

    for (const job of [
      'verification:purge',
      'sso:purge',
      'rate-limit:purge',
      'account:purge',
      'identity:purge-sessions',
      'payload:purge-nonces',
    ]) {
      await ctx.app.jobs.add(job, {});
    }
    await waitFor(async () => {
      const left = await Promise.all(
        [
          captchas,
          verificationCodes,
          serviceTickets,
          rateCounters,
          resetFlows,
          accountProofs,
          sessions,
          payloadNonces,
        ].map(rows),
      );
      return left.every((n) => n === 0) ? true : undefined;
    });
  });

  it('purges what is kept only for a while: unattached uploads, old events, sent messages; keeps the rest', async () => {
    const user = await createUser(ctx.db);
    const upload = (ownerUserId: string) =>
      ctx.app.files.store({ kind: 'image', bytes: TINY_PNG, originalName: 'a.png', ownerUserId });
    const abandoned = await upload(user.id);
    const recent = await upload(user.id);
    await ctx.db
      .update(storedFiles)
      .set({ createdAt: longAgo(2) })
      .where(eq(storedFiles.id, abandoned.fileId));
    const abandonedRow = await ctx.app.files.byId(abandoned.fileId);
    expect(abandonedRow).not.toBeNull();

    const [oldEvent, newEvent] = await ctx.db
      .insert(domainEvents)
      .values([
        { type: 'test.old', payload: {}, createdAt: longAgo(200) },
        { type: 'test.new', payload: {} },
      ])
      .returning({ id: domainEvents.id });
    const message = (status: 'sent' | 'queued', days: number) => ({
      channel: 'sms' as const,
      recipient: '13900000001',
      body: `purge ${status} ${days}`,
      purpose: 'security-notice',
      status,
      createdAt: longAgo(days),
    });
    const [oldSent, oldQueued, newSent] = await ctx.db
      .insert(notifierOutbox)
      .values([message('sent', 100), message('queued', 100), message('sent', 1)])
      .returning({ id: notifierOutbox.id });

    for (const job of ['files:purge', 'events:purge', 'notifier:purge']) await ctx.app.jobs.add(job, {});
    await waitFor(async () => {
      const gone = await Promise.all([
        ctx.app.files.byId(abandoned.fileId),
        ctx.db
          .select()
          .from(domainEvents)
          .where(eq(domainEvents.id, Number(oldEvent?.id))),
        ctx.db
          .select()
          .from(notifierOutbox)
          .where(eq(notifierOutbox.id, Number(oldSent?.id))),
      ]);
      return gone[0] === null && gone[1].length === 0 && gone[2].length === 0 ? true : undefined;
    });
    expect(abandonedRow && (await ctx.app.files.open(abandonedRow))).toBeNull();
    expect(await ctx.app.files.byId(recent.fileId)).not.toBeNull();
    expect(
      await ctx.db
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.id, Number(newEvent?.id))),
    ).toHaveLength(1);
    const kept = await ctx.db
      .select({ id: notifierOutbox.id })
      .from(notifierOutbox)
      .where(sql`${notifierOutbox.id} in (${oldQueued?.id}, ${newSent?.id})`);
    expect(kept).toHaveLength(2);
  });

  it('forgets preview links a day after they expired (nobody can open them)', async () => {
    const user = await createUser(ctx.db);
    const [item] = await ctx.db
      .insert(news)
      .values({ category: 'work', title: '预览', summary: '', content: '<p>x</p>', source: 'E2E' })
      .returning({ id: news.id });
    const link = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      itemId: item?.id ?? '',
      version: 1,
      expiresAt,
      createdBy: user.id,
    });
    await ctx.db
      .insert(editorialPreviewLinks)
      .values([
        link('long-expired', longAgo(2)),
        link('just-expired', longAgo(0.1)),
        link('live', new Date(Date.now() + 3_600_000)),
      ]);
    await ctx.app.jobs.add('editorial:purge-preview-links', {});
    await waitFor(async () => ((await rows(editorialPreviewLinks)) === 2 ? true : undefined));
    const kept = await ctx.db
      .select({ tokenHash: editorialPreviewLinks.tokenHash })
      .from(editorialPreviewLinks);
    expect(kept.map((row) => row.tokenHash).sort()).toEqual(['just-expired', 'live']);
  });

  it('forgets messages read a year ago, and never an unread one, however old', async () => {
    const user = await createUser(ctx.db);
    const old = (key: string, readAt: Date | null) => ({
      userId: user.id,
      kind: 'shelf.decided' as const,
      title: '服务审核通过',
      body: '您发布的服务已通过平台审核并上架。',
      link: null,
      dedupeKey: `purge:${user.id}:${key}`,
      createdAt: longAgo(400),
      readAt,
    });
    await ctx.app.messenger.store.append([
      old('read-long-ago', longAgo(380)),
      old('read-lately', longAgo(10)),
      old('unread', null),
    ]);
    await ctx.app.jobs.add('messages:purge', {});
    const mine = async () =>
      (await ctx.db.select({ key: messages.dedupeKey }).from(messages).where(eq(messages.userId, user.id)))
        .map((row) => row.key.split(':').at(-1))
        .sort();
    await waitFor(async () => ((await mine()).length === 2 ? true : undefined));
    expect(await mine()).toEqual(['read-lately', 'unread']);
    expect(await ctx.app.messenger.store.tally(user.id)).toEqual({ unread: 1, lastSeq: 3 });
  });
});
