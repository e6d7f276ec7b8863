import {
  type FieldReasons,
  SETTLEMENT_ACTIONS,
  SETTLEMENT_STATUSES,
  type SettlementField,
  type SettlementValues,
  TENANT_TYPES,
  type TenantRole,
} from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../../../../platform/files/tables.ts';
import { tenants, users } from '../../../../platform/identity/tables.ts';

/**
 * An application to settle an entity (DESIGN.md §5): one open application per applicant, the tenant made or extended
 * on approval. Each submission's values are kept in its log entry, so a resubmission shows what changed.
 */
export const settlementApplications = pgTable(
  'settlement_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicantUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: SETTLEMENT_STATUSES }).notNull().default('draft'),
    creditCode: text(),
    name: text(),
    type: text({ enum: TENANT_TYPES }),
    legalRepresentative: text(),
    contactName: text(),
    contactMobile: text(),
    regionCode: text(),
    address: text(),
    businessScope: text(),
    licenceFileId: uuid().references(() => storedFiles.id, { onDelete: 'set null' }),
    roles: text().array().$type<TenantRole[]>().notNull().default(sql`'{}'::text[]`),
    round: integer().notNull().default(0),
    /** When the current wait began: the last submission. */
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    rejectionRemark: text(),
    fieldReasons: jsonb().$type<FieldReasons>().notNull().default({}),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // one application in progress per applicant: a second tab saves into the same one
    uniqueIndex('settlement_applications_open_key')
      .on(table.applicantUserId)
      .where(sql`${table.status} <> 'approved'`),
    index('settlement_applications_queue_idx').on(table.status, table.submittedAt),
    index('settlement_applications_credit_code_idx').on(table.creditCode),
  ],
);
export type SettlementApplicationRow = typeof settlementApplications.$inferSelect;

/** Append-only: who did what to an application, when, and why. */
export const settlementEvents = pgTable(
  'settlement_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => settlementApplications.id, { onDelete: 'cascade' }),
    action: text({ enum: SETTLEMENT_ACTIONS }).notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ['applicant', 'operator'] }).notNull(),
    remark: text(),
    fieldReasons: jsonb().$type<FieldReasons>(),
    changedFields: text().array().$type<SettlementField[]>().notNull().default(sql`'{}'::text[]`),
    /** The values as submitted (submissions only). */
    snapshot: jsonb().$type<SettlementValues>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('settlement_events_application_idx').on(table.applicationId, table.at)],
);
