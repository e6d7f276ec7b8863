import { COOPERATION_STATES } from '@rrsp/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from '../../../../platform/identity/tables.ts';
import { shelfItems } from '../shelf/tables.ts';

/**
 * A cooperation request on an item (SPEC.md §7 smsCooperateSend): the requester's contact and message, kept for the
 * publisher's tenant; new → read → replied → closed.
 */
export const cooperationRequests = pgTable(
  'cooperation_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => shelfItems.id, { onDelete: 'cascade' }),
    providerTenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requesterUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tenant the requester had chosen, if any: the publisher sees whom they speak for. */
    requesterTenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    name: text().notNull(),
    mobile: text().notNull(),
    message: text().notNull(),
    state: text({ enum: COOPERATION_STATES }).notNull().default('new'),
    reply: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    repliedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('cooperation_provider_idx').on(table.providerTenantId, table.state, table.createdAt),
    index('cooperation_requester_idx').on(table.requesterUserId, table.createdAt),
  ],
);
export type CooperationRequestRow = typeof cooperationRequests.$inferSelect;
