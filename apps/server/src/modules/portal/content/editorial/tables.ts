import type { EditorialFields, EditorialKind, EditorialState } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../../platform/identity/tables.ts';

/**
 * One news item, solution or case as the editors keep it (issue 20). Its id is the id of its row in news or
 * content_items, which holds the version last published: visitors read that row, never this one.
 */
export const editorialItems = pgTable(
  'editorial_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<EditorialKind>().notNull(),
    state: text().$type<EditorialState>().notNull(),
    /** The newest version; a save names it, so two editors cannot overwrite each other unseen. */
    workingVersion: integer().notNull(),
    publishedVersion: integer(),
    /**
     * The version last published, kept when the item is withdrawn: the four-eyes rule looks at the versions written
     * since, not at every version the item ever had.
     */
    lastPublishedVersion: integer(),
    scheduledVersion: integer(),
    scheduledAt: timestamp({ withTimezone: true }),
    scheduledBy: uuid().references(() => users.id),
    /** The working version's title, for the list and its search. */
    title: text().notNull(),
    returnReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for content the platform started with. */
    updatedBy: uuid().references(() => users.id),
  },
  (table) => [
    check('editorial_items_kind_known', sql`${table.kind} in ('news', 'solution', 'case')`),
    check(
      'editorial_items_state_known',
      sql`${table.state} in ('draft', 'pending', 'scheduled', 'published', 'withdrawn')`,
    ),
    check(
      'editorial_items_schedule_whole',
      sql`(${table.state} = 'scheduled') = (${table.scheduledAt} is not null and ${table.scheduledVersion} is not null)`,
    ),
    // newest change first, the order of the console's list: DESC NULLS FIRST is what ORDER BY … DESC means (decision 018)
    index('editorial_items_updated_idx').on(
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('editorial_items_state_idx').on(
      table.state,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type EditorialItemRow = typeof editorialItems.$inferSelect;

/** Every saved version of an item, kept whole: a trigger (migration 0023) refuses any change or removal. */
export const editorialVersions = pgTable(
  'editorial_versions',
  {
    itemId: uuid()
      .notNull()
      .references(() => editorialItems.id),
    version: integer().notNull(),
    fields: jsonb().$type<EditorialFields>().notNull(),
    /** Null for content the platform started with. */
    authorId: uuid().references(() => users.id),
    /** 新建, 修改, 恢复自版本 N, 平台初始内容. */
    note: text().notNull(),
    /** The version a restore copied: its authors are this version's authors too (four eyes). */
    restoredFrom: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.version] }),
    // which versions file an item under a class: what the class list counts and what keeps a class from removal
    index('editorial_versions_class_idx')
      .on(sql`(${table.fields}->>'classId')`)
      .where(sql`${table.fields} ? 'classId'`),
  ],
);
export type EditorialVersionRow = typeof editorialVersions.$inferSelect;

/** Preview links: only a hash of the token is kept, so the table gives no one a working link. */
export const editorialPreviewLinks = pgTable(
  'editorial_preview_links',
  {
    tokenHash: text().primaryKey(),
    itemId: uuid()
      .notNull()
      .references(() => editorialItems.id),
    version: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('editorial_preview_links_expiry_idx').on(table.expiresAt)],
);
