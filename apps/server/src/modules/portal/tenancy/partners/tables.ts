import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from '../../../../platform/identity/tables.ts';

/** A tenant settled on a partner platform: once per tenant and platform. */
export const partnerSettlements = pgTable(
  'partner_settlements',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    platformCode: text().notNull(),
    settledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    settledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.platformCode] })],
);
