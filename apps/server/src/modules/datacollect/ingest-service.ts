import type { Feed, IngestBatchSchema } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { registeredApps } from '../../platform/auth/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import type { EventLog } from '../../platform/events/events.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { createRegionDirectory } from '../../platform/regions/region-directory.ts';
import { collectedCounts, controlCenters, dataFeeds, deliveries, saleRecords } from './tables.ts';

type IngestBatch = z.output<typeof IngestBatchSchema>;

export const INGEST_RECEIVED = 'datacollect.batch-received';

/**
 * Outside systems feed the dashboard. Idempotent: re-sending a batch updates the same rows, keyed by the sending app
 * and the sender's own ids, so one app can never overwrite another's. A batch is one transaction: all of it or none.
 */
export const createIngestService = (deps: { db: Database; events: EventLog }) => ({
  async ingest(sourceApp: string, batch: IngestBatch) {
    const now = new Date();
    // Prefectures are named by the national division table; a code it does not know is refused by field.
    const prefectureNames = await createRegionDirectory(deps.db).displayNames(
      batch.controlCenters.map((center) => center.prefectureCode),
    );
    const unknown = batch.controlCenters.flatMap((center, index) =>
      prefectureNames.has(center.prefectureCode)
        ? []
        : [
            {
              field: `controlCenters.${index}.prefectureCode`,
              message: `行政区划代码 ${center.prefectureCode} 不存在`,
            },
          ],
    );
    if (unknown.length > 0) throw badRequest(`${unknown[0]?.field}：${unknown[0]?.message}`, unknown);
    const counted = {
      sales: batch.sales.length,
      deliveries: batch.deliveries.length,
      controlCenters: batch.controlCenters.length,
      counts: Object.keys(batch.counts).length,
    };
    await deps.db.transaction(async (tx) => {
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
          .onConflictDoUpdate({ target: [deliveries.sourceApp, deliveries.deliveryNo], set: values });
      }
      for (const center of batch.controlCenters) {
        const values = {
          ...center,
          prefectureName: prefectureNames.get(center.prefectureCode) ?? center.prefectureCode,
          sourceApp,
          updatedAt: now,
        };
        await tx
          .insert(controlCenters)
          .values(values)
          .onConflictDoUpdate({ target: [controlCenters.sourceApp, controlCenters.id], set: values });
      }
      for (const [metric, value] of Object.entries(batch.counts)) {
        if (value === undefined) continue;
        await tx
          .insert(collectedCounts)
          .values({ metric, value, updatedAt: now })
          .onConflictDoUpdate({ target: collectedCounts.metric, set: { value, updatedAt: now } });
      }
      const reported: Feed[] = [
        ...(batch.sales.length > 0 ? (['sales'] as const) : []),
        ...(batch.deliveries.length > 0 ? (['deliveries'] as const) : []),
        ...(batch.controlCenters.length > 0 ? (['controlCenters'] as const) : []),
        ...(batch.counts.deals !== undefined ? (['deals'] as const) : []),
      ];
      if (reported.length > 0) {
        // the source is shown by the name the app was registered under, as it was when it reported
        const [registered] = await tx
          .select({ name: registeredApps.name })
          .from(registeredApps)
          .where(eq(registeredApps.appKey, sourceApp));
        const sourceName = registered?.name ?? sourceApp;
        await tx
          .insert(dataFeeds)
          .values(reported.map((feed) => ({ feed, sourceApp, sourceName, reportedAt: now })))
          .onConflictDoUpdate({
            target: [dataFeeds.feed, dataFeeds.sourceApp],
            set: { sourceName, reportedAt: now },
          });
      }
      await deps.events.record(tx, { type: INGEST_RECEIVED, payload: { sourceApp, ...counted } });
    });
    return counted;
  },
});

export type IngestService = ReturnType<typeof createIngestService>;
