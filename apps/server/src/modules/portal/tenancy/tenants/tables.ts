import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from '../../../../platform/identity/tables.ts';

/** An admin's invitation to a mobile number: it becomes a membership when the holder of that mobile accepts. */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    mobile: text().notNull(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // one open invitation per tenant and mobile: inviting again is refused until it expires, then it is reopened
    uniqueIndex('tenant_invitations_open_key')
      .on(table.tenantId, table.mobile)
      .where(sql`${table.acceptedAt} is null`),
    index('tenant_invitations_mobile_idx').on(table.mobile),
  ],
);
