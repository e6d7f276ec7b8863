import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Every SMS and e-mail the platform sends: written in the request (with the change that asked for it), delivered by a
 * job, and kept as the record of what went out (`npm run outbox`). With the `console` drivers the body stays readable
 * (that is how a developer reads the codes); a real driver's delivery masks the digits of the body once it is sent,
 * so no usable code stays in the table. The identity column gives insertion order.
 */
export const notifierOutbox = pgTable(
  'notifier_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    html: text(),
    purpose: text().notNull(),
    /** Set by event handlers (`<job>:<event id>`): a handler run twice records, and sends, its message once. */
    dedupeKey: text().unique(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** The driver that delivered (or last tried to). */
    driver: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('notifier_outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
    index('notifier_outbox_recipient_idx').on(table.recipient, table.id),
    // the delivery backlog (/metrics), read on every scrape: only the few queued entries of a large table
    index('notifier_outbox_queued_idx')
      .on(table.channel, table.createdAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);
