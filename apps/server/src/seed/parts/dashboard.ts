import { eq } from 'drizzle-orm';
import {
  collectedCounts,
  controlCenters,
  deliveries,
  saleRecords,
} from '../../modules/datacollect/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { createRegionDirectory } from '../../platform/regions/region-directory.ts';
import type { SeedData } from '../load/seed-data.ts';
import { buildDeliveries, buildSaleRecords } from './dashboard-figures.ts';
import { countRows, runPart } from './run-part.ts';

/** Whose rows these are in the ingest tables, as an outside system's app key would be. */
/** A code the national division table does not know stops the seed, naming the file. */
const prefectureNameOf = (names: Map<string, string>, code: string): string => {
  const name = names.get(code);
  if (!name)
    throw new Error(
      `演示数据 data/dashboard/control-centres.json 的 prefectureCode：行政区划代码 ${code} 不存在`,
    );
  return name;
};

export const DEMO_SOURCE_APP = 'rrsp-demo';

/**
 * Sales, deliveries, control centres and counts, all or nothing. Done once the demo's sales are there: deliveries
 * are numbered by the day they left, so only the sales can tell a later start that this part ran. Counts an outside
 * system fed in before stay as they are.
 */
export const seedDashboard = async (
  db: Database,
  dashboard: SeedData['dashboard'],
  options: { now: Date },
): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) =>
      (await countRows(executor, saleRecords, eq(saleRecords.sourceApp, DEMO_SOURCE_APP))) > 0,
    // read before the transaction: inside it every query goes through its one connection
    prepare: () =>
      createRegionDirectory(db).displayNames(dashboard.controlCentres.map((centre) => centre.prefectureCode)),
    write: async (tx, prefectureNames) => {
      const { now } = options;
      const sales = await tx
        .insert(saleRecords)
        .values(
          buildSaleRecords(now, dashboard.sales).map((sale) => ({ ...sale, sourceApp: DEMO_SOURCE_APP })),
        )
        .onConflictDoNothing()
        .returning({ id: saleRecords.id });
      await tx
        .insert(deliveries)
        .values(
          buildDeliveries(now, dashboard.deliveries).map((delivery) => ({
            ...delivery,
            sourceApp: DEMO_SOURCE_APP,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(controlCenters)
        .values(
          dashboard.controlCentres.map((centre) => ({
            ...centre,
            prefectureName: prefectureNameOf(prefectureNames, centre.prefectureCode),
            sourceApp: DEMO_SOURCE_APP,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(collectedCounts)
        .values(
          Object.entries(dashboard.counts).map(([metric, value]) => ({ metric, value, updatedAt: now })),
        )
        .onConflictDoNothing();
      return sales.length;
    },
  })) ?? 0;
