import type { MessageKind } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';

/**
 * Every message a user receives (issue 21), stored before it is announced. `seq` numbers one user's messages 1, 2, 3…
 * in the order they were stored: a client that names the last number it saw gets every later message once, in order.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).notNull(),
    kind: text().$type<MessageKind>().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    /** Names what wrote it (an event and its recipient): a message sent twice under one key is kept once. */
    dedupeKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('messages_user_seq_key').on(table.userId, table.seq),
    index('messages_user_kind_idx').on(table.userId, table.kind, table.seq),
    index('messages_user_unread_idx').on(table.userId, table.seq).where(sql`${table.readAt} is null`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * One row per user: the last sequence number given and the unread count, changed on the transaction that stores or
 * reads messages. The row lock serialises one user's new messages, so numbers never repeat or skip.
 */
export const messageCounters = pgTable('message_counters', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: bigint({ mode: 'number' }).notNull().default(0),
  unread: integer().notNull().default(0),
});

/** A user's choice for one kind; a kind without a row follows MESSAGE_KIND_SPECS' defaults. */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<MessageKind>().notNull(),
    sms: boolean().notNull(),
    email: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
