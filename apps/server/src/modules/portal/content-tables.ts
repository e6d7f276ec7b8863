import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../../platform/identity/tables.ts';

export const CONTENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;

export const news = pgTable(
  'news',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    coverUrl: text(),
    /** Sanitised on write; never stored raw. */
    content: text().notNull(),
    source: text().notNull(),
    author: text().notNull().default(''),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('published'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    views: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // list and home: newest published first, optionally within a category; id breaks ties for stable paging
    index('news_published_idx').on(table.status, table.publishedAt.desc(), table.id.desc()),
    index('news_category_published_idx').on(
      table.category,
      table.status,
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('news_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);

export const CONTENT_KINDS = ['solution', 'case'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The tabs of the solution and case lists. */
export const contentClasses = pgTable(
  'content_classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    name: text().notNull(),
    sort: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_classes_kind_idx').on(table.kind, table.sort)],
);

/** Solutions and cooperation cases share a shape and a table, told apart by `kind`. */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: CONTENT_KINDS }).notNull(),
    classId: uuid()
      .notNull()
      .references(() => contentClasses.id),
    title: text().notNull(),
    summary: text().notNull(),
    coverUrl: text(),
    content: text().notNull(),
    providerTenantId: uuid().references(() => tenants.id, { onDelete: 'set null' }),
    providerName: text().notNull(),
    regionCode: text().notNull(),
    regionName: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    contactName: text(),
    contactPhone: text(),
    status: text({ enum: CONTENT_STATUSES }).notNull().default('published'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    views: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('content_items_list_idx').on(table.kind, table.status, table.publishedAt.desc(), table.id.desc()),
    index('content_items_class_idx').on(
      table.classId,
      table.status,
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('content_items_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);
