import { REPORT_OUTCOMES, REPORT_REASONS, REPORT_STATES } from '@rrsp/contract';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../../platform/identity/tables.ts';
import { shelfItems } from '../shelf/tables.ts';

/** A report (举报) of an item on the shelf, worked through by operators. */
export const shelfReports = pgTable(
  'shelf_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => shelfItems.id, { onDelete: 'cascade' }),
    reporterUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    detail: text().notNull(),
    state: text({ enum: REPORT_STATES }).notNull().default('open'),
    outcome: text({ enum: REPORT_OUTCOMES }),
    remark: text(),
    handledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shelf_reports_queue_idx').on(table.state, table.createdAt),
    index('shelf_reports_item_idx').on(table.itemId, table.state),
  ],
);
