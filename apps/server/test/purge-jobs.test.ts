import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProofs } from '../src/modules/account/tables.ts';
import { resetFlows, serviceTickets } from '../src/modules/sso/tables.ts';
import { domainEvents } from '../src/platform/events/tables.ts';
import { storedFiles } from '../src/platform/files/tables.ts';
import { payloadNonces } from '../src/platform/http/tables.ts';
import { sessions } from '../src/platform/identity/tables.ts';
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
      'events:purge',
      'files:purge',
      'identity:purge-sessions',
      'notifier:purge',
      'payload:purge-nonces',
      'rate-limit:purge',
      'sso:purge',
      'verification:purge',
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
});
