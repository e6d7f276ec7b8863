import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Domain events: "this happened", recorded in the same transaction as the change, so an event exists exactly when its
 * change does. Handlers run as jobs; the table stays as the record of what happened and who did it.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    actorUserId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('domain_events_type_idx').on(table.type, table.id)],
);
