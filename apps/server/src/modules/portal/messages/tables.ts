import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/identity/tables.ts';

/** What the work area tells a user: settlement decisions and the like, written by event jobs. */
export const workNotices = pgTable(
  'work_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    /** The event that wrote it: a retried job writes it once. */
    dedupeKey: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('work_notices_user_idx').on(table.userId, table.createdAt)],
);
