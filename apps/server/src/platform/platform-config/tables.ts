import type { PlatformConfig } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/** A single row holding what GET /basics/pc/rrPlatformConfiguration/getInfo returns. */
export const platformConfig = pgTable(
  'platform_config',
  {
    id: smallint().primaryKey().default(1),
    config: jsonb().$type<PlatformConfig>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_config_single_row', sql`${table.id} = 1`)],
);
