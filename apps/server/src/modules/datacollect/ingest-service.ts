import type { IngestBatchSchema } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/database/client.ts';
import type { EventLog } from '../../platform/events/events.ts';
import { collectedCounts, controlCenters, deliveries, saleRecords } from './tables.ts';

type IngestBatch = z.output<typeof IngestBatchSchema>;

export const INGEST_RECEIVED = 'datacollect.batch-received';

/**
 * Outside systems feed the dashboard. Idempotent: re-sending a batch updates the same rows, keyed by the sending app
 * and the sender's own ids, so one app can never overwrite another's. A batch is one transaction: all of it or none.
 */
export const createIngestService = (deps: { db: Database; events: EventLog }) => ({
  async ingest(sourceApp: string, batch: IngestBatch) {
    const now = new Date();
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
        const values = { ...center, sourceApp, updatedAt: now };
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
      await deps.events.record(tx, { type: INGEST_RECEIVED, payload: { sourceApp, ...counted } });
    });
    return counted;
  },
});

export type IngestService = ReturnType<typeof createIngestService>;
