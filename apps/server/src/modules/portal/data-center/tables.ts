import { EXPORT_DATASETS, EXPORT_FORMATS, EXPORT_STATUSES } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../../../platform/identity/tables.ts';

/**
 * One export of the data centre (issue 22). It belongs to its owner (`tenant:<id>`, whose members may download it, or
 * `operator:<user id>` for a platform-wide one); `requested_by` are the users who asked for it while it ran (they are
 * told of its progress and get the 「导出完成」 message). At most one export runs per owner and parameters.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerKey: text().notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    requestedBy: uuid().array().notNull(),
    dataset: text({ enum: EXPORT_DATASETS }).notNull(),
    format: text({ enum: EXPORT_FORMATS }).notNull(),
    /** The range and filters, as asked (FigureRange and the platform filters). */
    params: jsonb().$type<Record<string, string>>().notNull(),
    /** A digest of dataset, format and params: the same export asked twice while it runs is made once. */
    paramsKey: text().notNull(),
    description: text().notNull(),
    fileName: text().notNull(),
    status: text({ enum: EXPORT_STATUSES }).notNull().default('running'),
    rows: integer().notNull().default(0),
    rowsWritten: integer().notNull().default(0),
    fileId: uuid(),
    size: bigint({ mode: 'number' }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last word from whoever makes it (asked, progress): a running export silent for long was abandoned. */
    touchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('data_exports_running_key')
      .on(table.ownerKey, table.paramsKey)
      .where(sql`${table.status} = 'running'`),
    index('data_exports_owner_idx').on(table.ownerKey, table.createdAt.desc(), table.id),
    index('data_exports_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'ready'`),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
