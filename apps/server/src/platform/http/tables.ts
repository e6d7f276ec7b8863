import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Nonces of sealed request bodies seen lately: a sealed body is accepted once. Rows older than the freshness window
 * are purged; a body that old is refused by its timestamp anyway.
 */
export const payloadNonces = pgTable(
  'payload_nonces',
  {
    nonce: text().primaryKey(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payload_nonces_seen_idx').on(table.seenAt)],
);
