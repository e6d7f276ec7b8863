import { FEEDS, NEWS_CATEGORIES } from '@rrsp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import {
  collectedCounts,
  controlCenters,
  dataFeeds,
  deliveries,
  saleRecords,
} from '../../modules/datacollect/tables.ts';
import { contentClasses, contentItems, news } from '../../modules/portal/content/tables.ts';
import { tenants } from '../../platform/identity/tables.ts';
import { type CoverStore, fileServiceCoverStore } from '../cover-store.ts';
import { COVER_SCENES, coverSvg } from '../covers.ts';
import { seedDemoContent } from '../demo.ts';
import { loadSeedData, type SeedData } from '../load/seed-data.ts';
import { DEMO_SOURCE_NAME } from './dashboard.ts';

let context: TestContext;
let data: SeedData;
let storeCover: CoverStore;
let techTenantId: string;
let first: { news: number; solutions: number; cases: number };

const PREFECTURES = [
  '520100',
  '520200',
  '520300',
  '520400',
  '520500',
  '520600',
  '522300',
  '522600',
  '522700',
];

beforeAll(async () => {
  context = await createTestContext();
  data = await loadSeedData();
  storeCover = fileServiceCoverStore(context.app.files);
  // the provider the content names by key, present as the accounts part would have left it
  const tech = data.accounts.tenants.find((tenant) => tenant.key === 'tech');
  const [row] = await context.db
    .insert(tenants)
    .values({
      name: tech?.name ?? '',
      creditCode: tech?.creditCode ?? '',
      roles: ['servant'],
      status: 'approved',
    })
    .returning({ id: tenants.id });
  techTenantId = row?.id ?? '';
  first = await seedDemoContent(context.db, { storeCover, data });
});

afterAll(async () => {
  await context.close();
});

describe('demo content seed', () => {
  it('writes at least 60 news over all five categories, each with its own cover and safe content', async () => {
    const rows = await context.db.select().from(news);
    expect(first.news).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(NEWS_CATEGORIES.map((c) => c.code)));
    expect(new Set(rows.map((row) => row.coverUrl)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.content).not.toContain('<script');
      expect(row.content).toContain('<p>');
      expect(row.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect([...row.summary].length).toBeGreaterThanOrEqual(60);
      expect([...row.summary].length).toBeLessThanOrEqual(120);
    }
    // several items are from the last week, the oldest about a year and a half ago
    const week = rows.filter((row) => row.publishedAt.getTime() > Date.now() - 7 * 86_400_000);
    expect(week.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...data.news.map((item) => item.front.daysAgo))).toBeGreaterThan(450);
  });

  it('writes 20 solutions and 20 cases, each kind over at least four classes, some from the seeded provider', async () => {
    for (const kind of ['solution', 'case'] as const) {
      const items = await context.db.select().from(contentItems).where(eq(contentItems.kind, kind));
      const classes = await context.db.select().from(contentClasses).where(eq(contentClasses.kind, kind));
      expect(items.length).toBeGreaterThanOrEqual(20);
      expect(classes.length).toBeGreaterThanOrEqual(4);
      expect(new Set(items.map((item) => item.classId)).size).toBe(classes.length);
      expect(items.some((item) => item.providerTenantId === techTenantId)).toBe(true);
      for (const item of items) {
        expect(item.content).not.toContain('<script');
        expect(item.content).toContain('<h3>成效</h3>');
        expect(item.regionCode).toMatch(/^52\d{4}$/);
        expect(item.tags.length).toBeGreaterThanOrEqual(2);
      }
    }
    expect(first).toMatchObject({ solutions: 20, cases: 20 });
  });

  it('draws every cover as a self-contained SVG', async () => {
    const covers = [
      ...(await context.db.select({ url: news.coverUrl }).from(news)),
      ...(await context.db.select({ url: contentItems.coverUrl }).from(contentItems)),
    ];
    for (const { url } of covers) {
      // served by the files service, as a browser would fetch it
      const served = await context.app.inject({ url: url ?? '' });
      expect(served.statusCode, url ?? '').toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      const svg = served.body;
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 450"');
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('href="http');
      expect(svg).not.toMatch(/\son\w+=/);
    }
    for (const scene of COVER_SCENES) {
      expect(coverSvg(scene, 'a')).toBe(coverSvg(scene, 'a'));
      expect(coverSvg(scene, 'a')).not.toBe(coverSvg(scene, 'b'));
    }
  });

  it('feeds a top-12 sale-room ranking sorted by amount', async () => {
    const response = await context.app.inject({
      url: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=1&pageNum=1&pageSize=12',
      headers: portalHeaders(),
    });
    const { rows, total } = response.json().data as {
      rows: Array<{ rank: number; salesAmount: number }>;
      total: number;
    };
    expect(rows).toHaveLength(12);
    expect(total).toBeGreaterThanOrEqual(16);
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const amounts = rows.map((row) => row.salesAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const [sales] = await context.db.select({ n: count() }).from(saleRecords);
    expect(sales?.n).toBeGreaterThanOrEqual(150);
  });

  it('puts control centres in all nine prefectures, inside Guizhou, and deliveries on the road', async () => {
    const centres = await context.db.select().from(controlCenters);
    expect(centres.filter((c) => c.level === 'province')).toHaveLength(1);
    expect(new Set(centres.filter((c) => c.level === 'prefecture').map((c) => c.prefectureCode))).toEqual(
      new Set(PREFECTURES),
    );
    for (const centre of centres) {
      expect(PREFECTURES).toContain(centre.prefectureCode);
      expect(centre.longitude).toBeGreaterThanOrEqual(103.6);
      expect(centre.longitude).toBeLessThanOrEqual(109.6);
      expect(centre.latitude).toBeGreaterThanOrEqual(24.6);
      expect(centre.latitude).toBeLessThanOrEqual(29.2);
    }
    const delivering = await context.app.inject({
      url: '/basics/qhyc/bigscreen/listDelivering',
      headers: portalHeaders(),
    });
    const list = delivering.json().data as Array<{ departedAt: string; expectedAt: string }>;
    expect(list.length).toBeGreaterThanOrEqual(12);
    const now = Date.now();
    for (const delivery of list) {
      expect(Date.parse(delivery.departedAt)).toBeGreaterThan(now - 2 * 86_400_000);
      expect(Date.parse(delivery.expectedAt)).toBeGreaterThan(Date.parse(delivery.departedAt));
      expect(Date.parse(delivery.expectedAt)).toBeLessThan(now + 2 * 86_400_000);
    }
    // products and services are counted off the shelf, never fed; every fed figure says where from and when
    const counts = await context.db.select().from(collectedCounts);
    expect(counts.map((row) => row.metric)).toEqual(['deals']);
    const feeds = await context.db.select().from(dataFeeds);
    expect(feeds.map((row) => row.feed).sort()).toEqual([...FEEDS].sort());
    for (const row of feeds) expect(row).toMatchObject({ sourceName: DEMO_SOURCE_NAME });
  });

  it('inserts nothing when run a second time', async () => {
    const tally = async () => ({
      news: (await context.db.select({ n: count() }).from(news))[0]?.n,
      items: (await context.db.select({ n: count() }).from(contentItems))[0]?.n,
      classes: (await context.db.select({ n: count() }).from(contentClasses))[0]?.n,
      sales: (await context.db.select({ n: count() }).from(saleRecords))[0]?.n,
      deliveries: (await context.db.select({ n: count() }).from(deliveries))[0]?.n,
      centres: (await context.db.select({ n: count() }).from(controlCenters))[0]?.n,
    });
    const before = await tally();
    const again = await seedDemoContent(context.db, { storeCover, data });
    expect(again).toEqual({ news: 0, solutions: 0, cases: 0 });
    expect(await tally()).toEqual(before);
  });
});
