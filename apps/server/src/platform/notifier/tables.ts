import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Every SMS and e-mail the `console` driver "sends". It lives in the database, not in memory, so that every server
 * instance writes to the same place and `npm run outbox` can show it. The identity column gives insertion order.
 */
export const notifierOutbox = pgTable(
  'notifier_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    purpose: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('notifier_outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
    index('notifier_outbox_recipient_idx').on(table.recipient, table.id),
  ],
);
