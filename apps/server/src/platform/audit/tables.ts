import type { AuditAction, AuditObjectType } from '@rrsp/contract';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';

/**
 * The audit trail (issue 19): one row per operator decision, written on the decision's own transaction, so a row
 * exists exactly when its change does. Append-only: a trigger (migration 0020) refuses every UPDATE, DELETE and
 * TRUNCATE, whoever asks.
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid()
      .notNull()
      .references(() => users.id),
    action: text().$type<AuditAction>().notNull(),
    objectType: text().$type<AuditObjectType>().notNull(),
    objectId: text().notNull(),
    objectLabel: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    remark: text(),
  },
  (table) => [
    index('audit_trail_operator_idx').on(table.operatorId, table.id),
    index('audit_trail_object_idx').on(table.objectType, table.objectId, table.id),
    index('audit_trail_at_idx').on(table.at),
  ],
);
export type AuditTrailRow = typeof auditTrail.$inferSelect;
