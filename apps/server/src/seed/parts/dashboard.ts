import { FEEDS } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import {
  collectedCounts,
  controlCenters,
  dataFeeds,
  deliveries,
  saleRecords,
} from '../../modules/datacollect/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { createRegionDirectory } from '../../platform/regions/region-directory.ts';
import type { SeedData } from '../load/seed-data.ts';
import { buildDeliveries, buildSaleRecords } from './dashboard-figures.ts';
import { countRows, runPart } from './run-part.ts';

/** A code the national division table does not know stops the seed, naming the file. */
const prefectureNameOf = (names: Map<string, string>, code: string): string => {
  const name = names.get(code);
  if (!name)
    throw new Error(
      `演示数据 data/dashboard/control-centres.json 的 prefectureCode：行政区划代码 ${code} 不存在`,
    );
  return name;
};

/** Whose rows these are in the ingest tables, as an outside system's app key would be. */
export const DEMO_SOURCE_APP = 'rrsp-demo';
/** How the dashboard names the demo's feeds: they are made up, and say so. */
export const DEMO_SOURCE_NAME = '演示数据';

/**
 * Sales, deliveries, control centres, the deals count and when each feed reported, all or nothing. Done once the demo's sales are there: deliveries
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
      // every fed figure says where it came from and when: here, the demo, as of the seed
      await tx
        .insert(dataFeeds)
        .values(
          FEEDS.map((feed) => ({
            feed,
            sourceApp: DEMO_SOURCE_APP,
            sourceName: DEMO_SOURCE_NAME,
            reportedAt: now,
          })),
        )
        .onConflictDoNothing();
      return sales.length;
    },
  })) ?? 0;
