import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every stored file: what it is (read from its content), where the storage driver keeps it under a generated key,
 * and who uploaded it. Modules refer to files by id and attach them to what they belong to.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    visibility: text({ enum: ['public', 'private'] }).notNull(),
    storageKey: text().notNull().unique(),
    mime: text().notNull(),
    size: integer().notNull(),
    originalName: text().notNull(),
    ownerUserId: uuid(),
    /** What the file belongs to once attached, e.g. `appeal:<id>`; null while it only sits uploaded. */
    attachedTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_attached_idx').on(table.attachedTo)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;
