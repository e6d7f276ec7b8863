import type { ControlCenter, CountData, Delivery, IngestBatchSchema, SaleRankingRow } from '@rrsp/contract';
import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/database/client.ts';
import { contentItems } from '../portal/content-tables.ts';
import { tenants } from '../portal/tables.ts';
import { collectedCounts, controlCenters, deliveries, saleRecords } from './tables.ts';

type IngestBatch = z.output<typeof IngestBatchSchema>;

const DELIVERING_LIMIT = 30;
const RANKING_WINDOW_DAYS = 365;

export const createDataCollectRepository = (db: Database) => ({
  async counts(): Promise<CountData> {
    const approvedWith = (role: string) =>
      db
        .select({ n: count() })
        .from(tenants)
        .where(and(eq(tenants.status, 'approved'), sql`${role} = any(${tenants.roles})`));
    const publishedOf = (kind: 'solution' | 'case') =>
      db
        .select({ n: count() })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.status, 'published')));
    const [[settled], [providers], [solutions], [cases], fed] = await Promise.all([
      approvedWith('participant'),
      approvedWith('servant'),
      publishedOf('solution'),
      publishedOf('case'),
      db.select().from(collectedCounts),
    ]);
    const fedValue = (metric: string) => fed.find((row) => row.metric === metric)?.value ?? 0;
    const latest = fed.reduce((max, row) => Math.max(max, row.updatedAt.getTime()), 0);
    return {
      settledEntities: settled?.n ?? 0,
      serviceProviders: providers?.n ?? 0,
      products: fedValue('products'),
      services: fedValue('services'),
      solutions: solutions?.n ?? 0,
      cases: cases?.n ?? 0,
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
    return rows.map(({ updatedAt: _updatedAt, ...row }) => row);
  },

  /** Idempotent: re-sending a batch updates the same rows (keyed by the sender's own ids). */
  async ingest(sourceApp: string, batch: IngestBatch) {
    const now = new Date();
    await db.transaction(async (tx) => {
      if (batch.sales.length > 0) {
        await tx
          .insert(saleRecords)
          .values(batch.sales.map((sale) => ({ ...sale, sourceApp, soldAt: new Date(sale.soldAt) })))
          .onConflictDoUpdate({
            target: [saleRecords.sourceApp, saleRecords.externalId],
            set: {
              productName: sql`excluded.product_name`,
              tenantName: sql`excluded.tenant_name`,
              regionName: sql`excluded.region_name`,
              channel: sql`excluded.channel`,
              amount: sql`excluded.amount`,
              quantity: sql`excluded.quantity`,
              unit: sql`excluded.unit`,
              soldAt: sql`excluded.sold_at`,
            },
          });
      }
      for (const delivery of batch.deliveries) {
        const { delivered, ...fields } = delivery;
        const values = {
          ...fields,
          sourceApp,
          departedAt: new Date(fields.departedAt),
          expectedAt: new Date(fields.expectedAt),
          deliveredAt: delivered ? now : null,
          updatedAt: now,
        };
        await tx
          .insert(deliveries)
          .values(values)
          .onConflictDoUpdate({ target: deliveries.deliveryNo, set: values });
      }
      for (const center of batch.controlCenters) {
        const values = { ...center, updatedAt: now };
        await tx
          .insert(controlCenters)
          .values(values)
          .onConflictDoUpdate({ target: controlCenters.id, set: values });
      }
      for (const [metric, value] of Object.entries(batch.counts)) {
        if (value === undefined) continue;
        await tx
          .insert(collectedCounts)
          .values({ metric, value, updatedAt: now })
          .onConflictDoUpdate({ target: collectedCounts.metric, set: { value, updatedAt: now } });
      }
    });
    return {
      sales: batch.sales.length,
      deliveries: batch.deliveries.length,
      controlCenters: batch.controlCenters.length,
      counts: Object.keys(batch.counts).length,
    };
  },
});

export type DataCollectRepository = ReturnType<typeof createDataCollectRepository>;
