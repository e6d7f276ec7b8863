import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * One visitor's view of one item on one China day: a view counts only when its mark is new, so a visitor adds one
 * view per item and day whichever instance served them (docs/decisions/015). Marks are kept two days.
 */
export const viewMarks = pgTable(
  'view_marks',
  {
    day: date({ mode: 'string' }).notNull(),
    /** The counted table (`news`, `content_items`, `shelf_items`). */
    itemTable: text().notNull(),
    itemId: uuid().notNull(),
    /** The visitor hashed with the day's salt: a user id or an address cannot be read back from it. */
    visitor: text().notNull(),
  },
  // the day first: the purge deletes whole days along the key
  (table) => [primaryKey({ columns: [table.day, table.itemTable, table.itemId, table.visitor] })],
);

/**
 * The salt visitors of a day are hashed with, shared by every instance so that one visitor is one mark on all of
 * them. Purged with the day's marks: after that no address can be tried against a mark.
 */
export const viewSalts = pgTable('view_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});
