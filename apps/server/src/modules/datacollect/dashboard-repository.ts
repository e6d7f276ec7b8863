import {
  type ControlCenter,
  type CountData,
  type Delivery,
  FEEDS,
  type FeedStatus,
  type SaleRankingRow,
} from '@rrsp/contract';
import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { holdsRole } from '../../platform/identity/roles.ts';
import { tenants } from '../../platform/identity/tables.ts';
import { countListed, countPublishedContent } from '../portal/public.ts';
import { collectedCounts, controlCenters, dataFeeds, deliveries, saleMonthTotals } from './tables.ts';

const DELIVERING_LIMIT = 30;
const RANKING_MONTHS = 12;

/**
 * The first day (China Standard Time) of the twelve calendar months the ranking covers: this month and the eleven
 * before it. Calendar months rather than the last 365 days, so that the ranking reads the monthly totals
 * (sale_month_totals: at most twelve rows per product and channel) instead of every sale (decision 018).
 */
export const rankingWindowStart = (now: Date): string => {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const first = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - (RANKING_MONTHS - 1), 1));
  return first.toISOString().slice(0, 10);
};

/** Each feed's sources (newest report first) and its latest report, from the rows of data_feeds. */
const feedStatuses = (rows: (typeof dataFeeds.$inferSelect)[]): CountData['feeds'] => {
  const statusOf = (feed: (typeof FEEDS)[number]): FeedStatus => {
    const reports = rows
      .filter((row) => row.feed === feed)
      .sort((a, b) => b.reportedAt.getTime() - a.reportedAt.getTime());
    return {
      sources: [...new Set(reports.map((row) => row.sourceName))],
      updatedAt: reports[0]?.reportedAt.toISOString() ?? null,
    };
  };
  return Object.fromEntries(FEEDS.map((feed) => [feed, statusOf(feed)])) as CountData['feeds'];
};

export const createDashboardRepository = (db: Database, options: { feedStaleHours: number }) => ({
  /**
   * What the platform can count it counts from its own tables, so each figure is the total of a list a signed-in user
   * can open (settled tenants, those among them that are service providers, the shelf's products and services,
   * published solutions and cases); what outside systems feed says where it came from and when.
   * 入驻主体 are all settled tenants, participants and service providers alike: what 入驻审核 lists as approved (one
   * approved application settles one tenant), and what the product calls 入驻主体 everywhere else.
   */
  async counts(): Promise<CountData> {
    const [[settled], [providers], products, services, solutions, cases, fed, feeds] = await Promise.all([
      db.select({ n: count() }).from(tenants).where(eq(tenants.status, 'approved')),
      db.select({ n: count() }).from(tenants).where(holdsRole('servant')),
      countListed(db, 'product'),
      countListed(db, 'service'),
      countPublishedContent(db, 'solution'),
      countPublishedContent(db, 'case'),
      db.select().from(collectedCounts),
      db.select().from(dataFeeds),
    ]);
    const fedValue = (metric: string) => fed.find((row) => row.metric === metric)?.value ?? 0;
    return {
      settledEntities: settled?.n ?? 0,
      serviceProviders: providers?.n ?? 0,
      products,
      services,
      solutions,
      cases,
      deals: fedValue('deals'),
      updatedAt: new Date().toISOString(),
      feeds: feedStatuses(feeds),
      feedStaleHours: options.feedStaleHours,
    };
  },

  async saleRanking(options: { saleRoomOnly: boolean; pageNum: number; pageSize: number }) {
    const since = rankingWindowStart(new Date());
    const totals = saleMonthTotals;
    const where = options.saleRoomOnly
      ? and(gte(totals.month, since), eq(totals.channel, 'sale-room'))
      : gte(totals.month, since);
    const amount = sql<string>`sum(${totals.amount})`;
    const grouped = db
      .select({
        productName: totals.productName,
        tenantName: totals.tenantName,
        regionName: totals.regionName,
        unit: totals.unit,
        salesAmount: amount.as('sales_amount'),
        salesVolume: sql<string>`sum(${totals.quantity})`.as('sales_volume'),
      })
      .from(totals)
      .where(where)
      .groupBy(totals.productName, totals.tenantName, totals.regionName, totals.unit)
      .as('grouped');
    const offset = (options.pageNum - 1) * options.pageSize;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(grouped)
        .orderBy(desc(grouped.salesAmount), asc(grouped.productName))
        .limit(options.pageSize)
        .offset(offset),
      db.select({ n: count() }).from(grouped),
    ]);
    const ranked: SaleRankingRow[] = rows.map((row, index) => ({
      rank: offset + index + 1,
      productName: row.productName,
      tenantName: row.tenantName,
      regionName: row.regionName,
      unit: row.unit,
      salesAmount: Math.round(Number(row.salesAmount) * 100) / 100,
      salesVolume: Math.round(Number(row.salesVolume) * 100) / 100,
    }));
    return { rows: ranked, total: total?.n ?? 0, pageNum: options.pageNum, pageSize: options.pageSize };
  },

  async delivering(): Promise<Delivery[]> {
    const rows = await db
      .select()
      .from(deliveries)
      .where(isNull(deliveries.deliveredAt))
      .orderBy(desc(deliveries.departedAt))
      .limit(DELIVERING_LIMIT);
    return rows.map((row) => ({
      deliveryNo: row.deliveryNo,
      goods: row.goods,
      quantity: row.quantity,
      fromName: row.fromName,
      toName: row.toName,
      carrier: row.carrier,
      status: row.status,
      progress: row.progress,
      departedAt: row.departedAt.toISOString(),
      expectedAt: row.expectedAt.toISOString(),
    }));
  },

  async controlCenters(): Promise<ControlCenter[]> {
    const rows = await db
      .select()
      .from(controlCenters)
      .orderBy(
        sql`case ${controlCenters.level} when 'province' then 0 when 'prefecture' then 1 else 2 end`,
        asc(controlCenters.prefectureCode),
        asc(controlCenters.id),
      );
    return rows.map(({ updatedAt: _updatedAt, sourceApp: _sourceApp, ...row }) => row);
  },
});

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
