import { readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COUNT_METRICS } from '@rrsp/contract';
import { and, count, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { collectedCounts, controlCenters, deliveries, saleRecords } from '../modules/datacollect/tables.ts';
import { contentClasses, contentItems, news } from '../modules/portal/content/tables.ts';
import { cooperationRequests } from '../modules/portal/marketplace/cooperation/tables.ts';
import { shelfReports } from '../modules/portal/marketplace/reports/tables.ts';
import { shelfItems } from '../modules/portal/marketplace/shelf/tables.ts';
import { settlementApplications } from '../modules/portal/tenancy/settlement/tables.ts';
import type { Database } from '../platform/database/client.ts';
import { storedFiles } from '../platform/files/tables.ts';
import { tenantMembers, tenants, users } from '../platform/identity/tables.ts';
import { messages } from '../platform/messaging/tables.ts';
import { type CoverStore, fileServiceLicenceStore } from './cover-store.ts';
import { seedDemoData } from './demo.ts';
import { loadSeedData, type SeedData } from './load/seed-data.ts';
import { demoReviewerName, seedAccounts } from './parts/accounts.ts';
import { SEEDED_NOTICE_PREFIX } from './parts/settlements.ts';

let data: SeedData;
const contexts: TestContext[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  data = await loadSeedData();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

const freshDatabase = async () => {
  const context = await createTestContext();
  contexts.push(context);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-demo-'));
  dirs.push(dataDir);
  return { db: context.db, dataDir, context };
};

/** Covers kept in memory: the seed takes any store, the storage service included. */
const memoryCovers = () => {
  const stored = new Map<string, string>();
  const storeCover: CoverStore = async (name, svg) => {
    stored.set(name, svg);
    return `/files/covers/${name}`;
  };
  return { stored, storeCover };
};

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The notices the settlement part writes (other parts may write their own). */
const seededNotices = like(messages.dedupeKey, `${SEEDED_NOTICE_PREFIX}%`);

/** What each part leaves behind, counted in the database. */
const tally = async (db: Database) => {
  const kindCount = (kind: 'solution' | 'case') =>
    n(db.select({ n: count() }).from(contentItems).where(eq(contentItems.kind, kind)));
  const classCount = (kind: 'solution' | 'case') =>
    n(db.select({ n: count() }).from(contentClasses).where(eq(contentClasses.kind, kind)));
  return {
    users: await n(db.select({ n: count() }).from(users)),
    settlements: await n(db.select({ n: count() }).from(settlementApplications)),
    notices: await n(db.select({ n: count() }).from(messages).where(seededNotices)),
    services: await n(db.select({ n: count() }).from(shelfItems).where(eq(shelfItems.kind, 'service'))),
    products: await n(db.select({ n: count() }).from(shelfItems).where(eq(shelfItems.kind, 'product'))),
    requests: await n(db.select({ n: count() }).from(cooperationRequests)),
    reports: await n(db.select({ n: count() }).from(shelfReports)),
    tenants: await n(db.select({ n: count() }).from(tenants)),
    members: await n(db.select({ n: count() }).from(tenantMembers)),
    news: await n(db.select({ n: count() }).from(news)),
    solutions: await kindCount('solution'),
    solutionClasses: await classCount('solution'),
    cases: await kindCount('case'),
    caseClasses: await classCount('case'),
    sales: await n(db.select({ n: count() }).from(saleRecords)),
    deliveries: await n(db.select({ n: count() }).from(deliveries)),
    controlCentres: await n(db.select({ n: count() }).from(controlCenters)),
    counts: await n(db.select({ n: count() }).from(collectedCounts)),
  };
};

/** Every part complete exactly once. */
const once = () => ({
  // the demo accounts, the applicants of the demo applications who are not one of them, the settled tenants'
  // applicants and the requesters
  users:
    data.accounts.users.length +
    data.settlements.filter(
      (seed) => !data.accounts.users.some((user) => user.username === seed.applicant.username),
    ).length +
    data.accounts.settledTenants.length +
    data.cooperation.requesters.length,
  // each settled tenant was settled by an approved application of its own
  settlements: data.settlements.length + data.accounts.settledTenants.length,
  notices: data.settlements.reduce((sum, seed) => sum + (seed.notices?.length ?? 0), 0),
  services: data.services.length,
  products: data.products.length,
  requests: data.cooperation.requests.length,
  reports: data.cooperation.reports.length,
  tenants: data.accounts.tenants.length + data.accounts.settledTenants.length,
  // the demo accounts in their tenants, and each settled tenant's applicant, its administrator since the approval
  members: data.accounts.users.filter((user) => user.tenant).length + data.accounts.settledTenants.length,
  news: data.news.length,
  solutions: data.solutions.items.length,
  solutionClasses: data.solutions.classes.length,
  cases: data.cases.items.length,
  caseClasses: data.cases.classes.length,
  sales: data.dashboard.sales.products.length * data.dashboard.sales.channelPlan.length,
  deliveries: data.dashboard.deliveries.length,
  controlCentres: data.dashboard.controlCentres.length,
  counts: COUNT_METRICS.length,
});

describe('demo seed', () => {
  it('finishes the remaining parts after a crash that followed the accounts part, without redoing it', async () => {
    const { db, dataDir } = await freshDatabase();
    const created = await seedAccounts(db, data.accounts, dataDir);
    expect(created.map((account) => account.username)).toEqual(
      data.accounts.users.map((user) => user.username),
    );
    const written = readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8');

    const covers = memoryCovers();
    const again = await seedDemoData(db, dataDir, { storeCover: covers.storeCover });

    // the accounts were there: no new passwords, nothing printed twice, the file from the first start kept
    expect(again).toEqual([]);
    expect(readFileSync(path.join(dataDir, 'demo-accounts.txt'), 'utf8')).toBe(written);
    expect(await tally(db)).toEqual(once());
    expect(covers.stored.size).toBe(data.news.length + data.solutions.items.length + data.cases.items.length);

    // the content found its providers by credit code, in tenants an earlier start had written
    const [tech] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.creditCode, data.accounts.tenants.find((t) => t.key === 'tech')?.creditCode ?? ''));
    const provided = await db
      .select({ providerTenantId: contentItems.providerTenantId, coverUrl: contentItems.coverUrl })
      .from(contentItems)
      .where(isNotNull(contentItems.providerTenantId));
    expect(provided.length).toBeGreaterThan(0);
    expect(provided.map((item) => item.providerTenantId)).toContain(tech?.id);
    expect(provided[0]?.coverUrl).toMatch(/^\/files\/covers\/(solution|case)-\d+\.svg$/);
  });

  it('duplicates nothing when it runs twice, and prints the accounts only the first time', async () => {
    const { db, dataDir } = await freshDatabase();
    const first = await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover });
    expect(first).toHaveLength(data.accounts.users.length);
    const file = path.join(dataDir, 'demo-accounts.txt');
    const written = readFileSync(file, 'utf8');
    for (const account of first)
      expect(written).toContain(`${account.username.padEnd(12)} 密码 ${account.password}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await tally(db)).toEqual(once());

    // a day later, when the deliveries would be numbered afresh
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, now: tomorrow })).toEqual(
      [],
    );
    expect(await tally(db)).toEqual(once());
  });

  it('keeps the parts that committed when one fails, and completes the rest on the next start', async () => {
    const { db, dataDir } = await freshDatabase();
    const failing: CoverStore = async (name, svg) => {
      if (name.startsWith('case-')) throw new Error('storage unavailable');
      return memoryCovers().storeCover(name, svg);
    };
    await expect(seedDemoData(db, dataDir, { storeCover: failing })).rejects.toThrow('storage unavailable');
    const partial = await tally(db);
    expect(partial).toMatchObject({ users: once().users, news: once().news, solutions: once().solutions });
    expect(partial).toMatchObject({ cases: 0, caseClasses: 0, sales: 0, deliveries: 0, controlCentres: 0 });

    expect(await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover })).toEqual([]);
    expect(await tally(db)).toEqual(once());
  });

  it('seeds once when two instances start together', async () => {
    const { db, dataDir } = await freshDatabase();
    const results = await Promise.all([
      seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover }),
      seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover }),
    ]);
    expect(results.map((accounts) => accounts.length).sort()).toEqual([0, data.accounts.users.length]);
    expect(await tally(db)).toEqual(once());
  });

  it("gives the approved applicants' workbenches recent activity, also on a database seeded before it existed", async () => {
    const { db, dataDir } = await freshDatabase();
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover });
    const noticesOf = async (username: string) =>
      db
        .select({ title: messages.title, readAt: messages.readAt })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.userId))
        .where(eq(users.username, username));
    const approved = data.settlements.filter((seed) => seed.status === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const seed of approved) {
      const notices = await noticesOf(seed.applicant.username);
      expect(notices.length, seed.applicant.username).toBeGreaterThanOrEqual(2);
      expect(notices.map((notice) => notice.title)).toContain('入驻申请已通过');
      expect(notices.some((notice) => notice.readAt === null)).toBe(true);
    }

    // a database from before: its applications are there, its notices not yet
    await db.delete(messages).where(seededNotices);
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover });
    expect(await tally(db)).toEqual(once());
  });

  it('settles each settled tenant by an approved application an operator decided, also on a database seeded before it existed', async () => {
    const { db, dataDir, context } = await freshDatabase();
    const now = new Date();
    const storeLicence = fileServiceLicenceStore(context.app.files);
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, now, storeLicence });
    const settledCodes = data.accounts.settledTenants.map((tenant) => tenant.creditCode);
    const decisions = await db
      .select({
        creditCode: settlementApplications.creditCode,
        decidedAt: settlementApplications.decidedAt,
        decidedBy: settlementApplications.decidedBy,
        applicantUserId: settlementApplications.applicantUserId,
        tenantId: settlementApplications.tenantId,
        licenceFileId: settlementApplications.licenceFileId,
        regionCode: settlementApplications.regionCode,
        roles: settlementApplications.roles,
      })
      .from(settlementApplications)
      .where(
        and(
          eq(settlementApplications.status, 'approved'),
          inArray(settlementApplications.creditCode, settledCodes),
        ),
      );
    expect(decisions.map((row) => row.creditCode).sort()).toEqual([...settledCodes].sort());
    const [operator] = await db
      .select()
      .from(users)
      .where(eq(users.username, demoReviewerName(data)));
    for (const row of decisions) {
      const tenant = data.accounts.settledTenants.find((each) => each.creditCode === row.creditCode);
      const [settled] = await db
        .select()
        .from(tenants)
        .where(eq(tenants.id, row.tenantId ?? ''));
      expect(settled?.creditCode).toBe(row.creditCode);
      expect(row.roles).toEqual(tenant?.roles);
      expect(row.regionCode).toBe(tenant?.application.regionCode);
      // decided before the seed ran, by the demo operator, who is not the applicant
      expect(row.decidedAt?.getTime()).toBeLessThan(now.getTime());
      expect(row.decidedBy).toBe(operator?.id);
      expect(row.applicantUserId).not.toBe(operator?.id);
      // a drawn licence, the applicant's private file attached to the application
      const [licence] = await db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, row.licenceFileId ?? ''));
      expect(licence?.mime).toBe('image/jpeg');
      expect(licence?.ownerUserId).toBe(row.applicantUserId);
      expect(licence?.attachedTo).toMatch(/^settlement:/);
      // the applicant cannot sign in, and administers the tenant, as an approval makes them
      const [applicant] = await db.select().from(users).where(eq(users.id, row.applicantUserId));
      expect(applicant?.passwordHash ?? null).toBeNull();
      const [membership] = await db
        .select()
        .from(tenantMembers)
        .where(
          and(eq(tenantMembers.tenantId, row.tenantId ?? ''), eq(tenantMembers.userId, row.applicantUserId)),
        );
      expect(membership?.isAdmin).toBe(true);
    }

    // a database from before: its settled tenants were there without applications; the next start adds them
    await db.delete(settlementApplications).where(inArray(settlementApplications.creditCode, settledCodes));
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, storeLicence });
    expect(await tally(db)).toEqual(once());
    // and a third start writes nothing
    const licences = await n(db.select({ n: count() }).from(storedFiles));
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, storeLicence });
    expect(await n(db.select({ n: count() }).from(storedFiles))).toBe(licences);
    expect(await tally(db)).toEqual(once());
  });

  it('never gives a registered stranger a settled tenant: a name or mobile taken since is left out, and the start goes on', async () => {
    const { db, dataDir, context } = await freshDatabase();
    const storeLicence = fileServiceLicenceStore(context.app.files);
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, storeLicence });
    const [xinglong, gubao] = data.accounts.settledTenants;
    if (!xinglong || !gubao) throw new Error('the demo has fewer than two settled tenants');
    const taken = [xinglong, gubao];
    // a database from before these applications: their applicants' accounts were not there…
    await db.delete(settlementApplications).where(
      inArray(
        settlementApplications.creditCode,
        taken.map((tenant) => tenant.creditCode),
      ),
    );
    for (const [index, tenant] of taken.entries()) {
      await db
        .update(users)
        .set({ username: `retired_${index}`, mobile: null })
        .where(eq(users.username, tenant.application.applicant.username));
    }
    // …and people registered since: one with the name in other letters' case, one with the mobile
    const [byName, byMobile] = await db
      .insert(users)
      .values([
        {
          username: xinglong.application.applicant.username.toUpperCase(),
          nickName: '注册用户甲',
          passwordHash: 'x',
        },
        { username: 'real_gubao', nickName: '注册用户乙', mobile: gubao.application.applicant.mobile },
      ])
      .returning();

    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, storeLicence });
    const written = await db
      .select({ creditCode: settlementApplications.creditCode })
      .from(settlementApplications)
      .where(
        inArray(
          settlementApplications.creditCode,
          taken.map((tenant) => tenant.creditCode),
        ),
      );
    expect(written).toEqual([]);
    const strangers = [byName?.id ?? '', byMobile?.id ?? ''];
    expect(
      await n(db.select({ n: count() }).from(tenantMembers).where(inArray(tenantMembers.userId, strangers))),
    ).toBe(0);
    // the other settled tenants keep theirs, and the next start draws no licence for the two left out
    const approved = await n(
      db
        .select({ n: count() })
        .from(settlementApplications)
        .where(
          inArray(
            settlementApplications.creditCode,
            data.accounts.settledTenants.map((tenant) => tenant.creditCode),
          ),
        ),
    );
    expect(approved).toBe(data.accounts.settledTenants.length - 2);
    const files = await n(db.select({ n: count() }).from(storedFiles));
    await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover, storeLicence });
    expect(await n(db.select({ n: count() }).from(storedFiles))).toBe(files);
  });

  it('leaves a database that already has real users alone', async () => {
    const { db, dataDir } = await freshDatabase();
    await db.insert(users).values({ username: 'real_user', nickName: '真实用户', mobile: '13800000000' });
    expect(await seedDemoData(db, dataDir, { storeCover: memoryCovers().storeCover })).toEqual([]);
    const counts = await tally(db);
    expect({ ...counts, users: 0 }).toEqual(Object.fromEntries(Object.keys(counts).map((key) => [key, 0])));
  });
});
