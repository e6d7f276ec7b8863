import type { PlatformSettings } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';

/**
 * The settings in force (a single row): what GET /basics/pc/rrPlatformConfiguration/getInfo shows, less the partners'
 * app keys. `version` is the newest row of platform_config_versions; 0 only before the first start that set it up.
 */
export const platformConfig = pgTable(
  'platform_config',
  {
    id: smallint().primaryKey().default(1),
    config: jsonb().$type<PlatformSettings>().notNull(),
    version: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_config_single_row', sql`${table.id} = 1`)],
);

/** Every state the settings have been in, kept for the history and for restoring one. Never changed. */
export const platformConfigVersions = pgTable('platform_config_versions', {
  version: integer().primaryKey(),
  config: jsonb().$type<PlatformSettings>().notNull(),
  savedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Null for the state the platform started with. */
  savedBy: uuid().references(() => users.id),
  restoredFrom: integer(),
});
export type PlatformConfigVersionRow = typeof platformConfigVersions.$inferSelect;
