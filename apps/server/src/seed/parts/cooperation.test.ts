import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COOPERATION_STATES } from '@rrsp/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInCall } from '../../../test/signed-in-call.ts';
import { cooperationRequests } from '../../modules/portal/marketplace/cooperation/tables.ts';
import { shelfReports } from '../../modules/portal/marketplace/reports/tables.ts';
import { shelfEvents, shelfItems } from '../../modules/portal/marketplace/shelf/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { tenants, users } from '../../platform/identity/tables.ts';
import { loadSeedData, type SeedData } from '../load/seed-data.ts';
import { seedAccounts } from './accounts.ts';
import { seedCooperation, seedReports } from './cooperation.ts';
import { seedProducts } from './products.ts';
import { seedServices } from './services.ts';

let context: TestContext;
let dataDir: string;
let data: SeedData;
const now = new Date();

beforeAll(async () => {
  data = await loadSeedData();
  context = await createTestContext();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-cooperation-'));
  await seedAccounts(context.db, data.accounts, dataDir);
  await seedServices(context.db, data, { now });
  await seedProducts(context.db, data, { now });
  await seedCooperation(context.db, data, { now });
  await seedReports(context.db, data, { now });
});

afterAll(async () => {
  await context.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const tally = async (db: Database) => ({
  users: await n(db.select({ n: count() }).from(users)),
  requests: await n(db.select({ n: count() }).from(cooperationRequests)),
  reports: await n(db.select({ n: count() }).from(shelfReports)),
});

const tenantIdOf = async (key: string) => {
  const code = data.accounts.tenants.find((tenant) => tenant.key === key)?.creditCode ?? '';
  const [row] = await context.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.creditCode, code));
  if (!row) throw new Error(`no tenant ${key}`);
  return row.id;
};

const tokenOf = async (username: string) => {
  const [user] = await context.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return openSession(context.db, user.id);
};

const creditCodeOf = (key: string) => data.accounts.tenants.find((tenant) => tenant.key === key)?.creditCode;

interface Row {
  itemName: string;
  counterpartName: string;
  mobile: string;
  state: string;
  reply: string | null;
}

describe('demo cooperation requests', () => {
  it('are received by both demo tenants in every state', () => {
    for (const key of ['tech', 'tea']) {
      const received = data.cooperation.requests.filter(
        (seed) => seed.providerCreditCode === creditCodeOf(key),
      );
      expect(new Set(received.map((seed) => seed.state)), key).toEqual(new Set(COOPERATION_STATES));
    }
  });

  it("reach 黔农云's received list, the new ones unread and their mobiles masked", async () => {
    const received = data.cooperation.requests.filter(
      (seed) => seed.providerCreditCode === creditCodeOf('tech'),
    );
    const page = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/cooperation/received',
      await tokenOf('qiannongyun'),
      { tenantId: await tenantIdOf('tech'), body: { pageSize: 50 } },
    );
    expect(page.status, page.body.msg).toBe(200);
    const unread = received.filter((seed) => seed.state === 'new').length;
    expect(unread).toBeGreaterThan(0);
    expect(page.body.data.unread).toBe(unread);
    expect(page.body.data.total).toBe(received.length);
    const rows = page.body.data.rows as Row[];
    for (const row of rows) {
      const seed = received.find((each) => each.item.name === row.itemName && each.state === row.state);
      expect(seed, row.itemName).toBeDefined();
      expect(row.mobile).toBe(
        row.state === 'new' ? `${seed?.mobile.slice(0, 3)}****${seed?.mobile.slice(7)}` : seed?.mobile,
      );
      expect(row.reply).toBe(seed?.reply ?? null);
    }
    // the demo participant speaks for its cooperative; the requesters for themselves
    const fromMiaoling = rows.find((row) => row.counterpartName !== '个人用户');
    expect(fromMiaoling?.counterpartName).toBe(data.accounts.tenants.find((t) => t.key === 'tea')?.name);
  });

  it("show miaoling the requests she sent, with the providers' replies", async () => {
    const sent = data.cooperation.requests.filter((seed) => seed.from === 'miaoling');
    expect(sent.length).toBeGreaterThan(0);
    const page = await signedInCall(
      context.app,
      'POST',
      '/basics/pc/cooperation/sent',
      await tokenOf('miaoling'),
      {
        body: { pageSize: 50 },
      },
    );
    expect(page.status, page.body.msg).toBe(200);
    expect(page.body.data.total).toBe(sent.length);
    const rows = page.body.data.rows as Row[];
    expect(rows.map((row) => row.itemName).sort()).toEqual(sent.map((seed) => seed.item.name).sort());
    expect(rows.some((row) => row.state === 'replied' && row.reply)).toBe(true);
    // the requester reads the number they left, and the provider's name
    expect(rows.every((row) => !row.mobile.includes('*') && row.counterpartName !== '个人用户')).toBe(true);
  });

  it('were sent after the item was listed, by someone outside its tenant, and read, answered and closed in order', async () => {
    const rows = await context.db
      .select({ request: cooperationRequests, item: shelfItems })
      .from(cooperationRequests)
      .innerJoin(shelfItems, eq(shelfItems.id, cooperationRequests.itemId));
    expect(rows).toHaveLength(data.cooperation.requests.length);
    for (const { request, item } of rows) {
      expect(request.providerTenantId).toBe(item.tenantId);
      expect(request.requesterTenantId).not.toBe(item.tenantId);
      expect(item.shelf).toBe('on');
      expect(request.createdAt.getTime()).toBeGreaterThan(item.listedAt?.getTime() ?? Infinity);
      const times = [request.createdAt, request.readAt, request.repliedAt, request.closedAt].flatMap((at) =>
        at ? [at.getTime()] : [],
      );
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(now.getTime());
      expect(request.readAt === null).toBe(request.state === 'new');
      expect(request.closedAt === null).toBe(request.state !== 'closed');
    }
  });

  it('come from requester accounts without a password, none of them on a demo mobile', async () => {
    const requesters = await context.db
      .select()
      .from(users)
      .where(
        inArray(
          users.username,
          data.cooperation.requesters.map((requester) => requester.username),
        ),
      );
    expect(requesters).toHaveLength(data.cooperation.requesters.length);
    expect(requesters.every((user) => user.passwordHash === null)).toBe(true);
    const demoMobiles = data.accounts.users.map((user) => user.mobile);
    for (const seed of data.cooperation.requests) expect(demoMobiles).not.toContain(seed.mobile);
  });
});

describe('demo reports', () => {
  it("fill the operator's queue, open ones first, on items still on the shelf", async () => {
    const token = await tokenOf('yunying');
    const open = await signedInCall(context.app, 'POST', '/basics/admin/report/page', token, {
      body: { pageSize: 50 },
    });
    expect(open.status, open.body.msg).toBe(200);
    const openSeeds = data.cooperation.reports.filter((seed) => !seed.handled);
    expect(openSeeds.length).toBeGreaterThanOrEqual(4);
    expect(open.body.data.total).toBe(openSeeds.length);
    expect(open.body.data.counts).toEqual({
      open: openSeeds.length,
      handled: data.cooperation.reports.length - openSeeds.length,
    });
    const rows = open.body.data.rows as { itemShelf: string; reporterName: string; createdAt: string }[];
    expect(rows.every((row) => row.itemShelf === 'on')).toBe(true);
    const reporters = data.cooperation.requesters.map((requester) => requester.nickName);
    expect(rows.every((row) => reporters.includes(row.reporterName))).toBe(true);
    // the oldest first
    const created = rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it("settle the report that took an item off the shelf by the operator's own step, and dismiss one with a remark", async () => {
    const token = await tokenOf('yunying');
    const handled = await signedInCall(context.app, 'POST', '/basics/admin/report/page', token, {
      body: { state: 'handled', pageSize: 50 },
    });
    expect(handled.status, handled.body.msg).toBe(200);
    const rows = handled.body.data.rows as {
      itemId: string;
      itemShelf: string;
      outcome: string;
      remark: string;
      handledAt: string;
      createdAt: string;
    }[];
    expect(new Set(rows.map((row) => row.outcome))).toEqual(new Set(['offShelf', 'dismissed']));
    for (const row of rows) expect(row.createdAt < row.handledAt).toBe(true);
    for (const row of rows.filter((each) => each.outcome === 'offShelf')) {
      expect(row.itemShelf).toBe('off');
      const [item] = await context.db.select().from(shelfItems).where(eq(shelfItems.id, row.itemId));
      expect(row.remark).toBe(item?.offShelfReason);
      const [step] = await context.db
        .select()
        .from(shelfEvents)
        .where(and(eq(shelfEvents.itemId, row.itemId), eq(shelfEvents.action, 'offShelf')));
      expect(new Date(row.handledAt)).toEqual(step?.at);
      expect(step?.actorRole).toBe('operator');
    }
    const dismissed = rows.find((row) => row.outcome === 'dismissed');
    expect(dismissed?.itemShelf).toBe('on');
  });
});

describe('the cooperation and report parts', () => {
  it('write nothing on a second run', async () => {
    const before = await tally(context.db);
    expect(before.requests).toBe(data.cooperation.requests.length);
    expect(before.reports).toBe(data.cooperation.reports.length);
    expect(await seedCooperation(context.db, data, { now })).toBe(0);
    expect(await seedReports(context.db, data, { now })).toBe(0);
    expect(await tally(context.db)).toEqual(before);
  });
});
