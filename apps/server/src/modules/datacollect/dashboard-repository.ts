import type { ControlCenter, CountData, Delivery, SaleRankingRow } from '@rrsp/contract';
import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { holdsRole } from '../../platform/identity/roles.ts';
import { tenants } from '../../platform/identity/tables.ts';
import { countPublishedContent } from '../portal/public.ts';
import { collectedCounts, controlCenters, deliveries, saleRecords } from './tables.ts';

const DELIVERING_LIMIT = 30;
const RANKING_WINDOW_DAYS = 365;

export const createDashboardRepository = (db: Database) => ({
  async counts(): Promise<CountData> {
    const approvedWith = (role: 'participant' | 'servant') =>
      db.select({ n: count() }).from(tenants).where(holdsRole(role));
    const [[settled], [providers], solutions, cases, fed] = await Promise.all([
      approvedWith('participant'),
      approvedWith('servant'),
      countPublishedContent(db, 'solution'),
      countPublishedContent(db, 'case'),
      db.select().from(collectedCounts),
    ]);
    const fedValue = (metric: string) => fed.find((row) => row.metric === metric)?.value ?? 0;
    const latest = fed.reduce((max, row) => Math.max(max, row.updatedAt.getTime()), 0);
    return {
      settledEntities: settled?.n ?? 0,
      serviceProviders: providers?.n ?? 0,
      products: fedValue('products'),
      services: fedValue('services'),
      solutions,
      cases,
      deals: fedValue('deals'),
      updatedAt: new Date(Math.max(latest, Date.now())).toISOString(),
    };
  },

  async saleRanking(options: { saleRoomOnly: boolean; pageNum: number; pageSize: number }) {
    const since = new Date(Date.now() - RANKING_WINDOW_DAYS * 86_400_000);
    const where = options.saleRoomOnly
      ? and(gte(saleRecords.soldAt, since), eq(saleRecords.channel, 'sale-room'))
      : gte(saleRecords.soldAt, since);
    const amount = sql<string>`sum(${saleRecords.amount})`;
    const grouped = db
      .select({
        productName: saleRecords.productName,
        tenantName: saleRecords.tenantName,
        regionName: saleRecords.regionName,
        unit: saleRecords.unit,
        salesAmount: amount.as('sales_amount'),
        salesVolume: sql<string>`sum(${saleRecords.quantity})`.as('sales_volume'),
      })
      .from(saleRecords)
      .where(where)
      .groupBy(saleRecords.productName, saleRecords.tenantName, saleRecords.regionName, saleRecords.unit)
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
