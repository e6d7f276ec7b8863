import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from '../../../platform/identity/tables.ts';

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
    // list and home: newest published first, optionally within a category; id breaks ties for stable paging.
    // NULLS FIRST is what ORDER BY … DESC means; drizzle's plain desc() writes DESC NULLS LAST, which no query's order
    // matched, so every list sorted the whole table (decision 018).
    index('news_published_idx').on(
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('news_category_published_idx').on(
      table.category,
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // a keyword's page read in list order (decision 035): the published list with what the keyword is matched
    // against, so walking it to page 100 reads the index alone instead of fetching 20,000 rows from the table. The
    // texts are key columns because drizzle cannot write INCLUDE; (published_at, id) is unique, so they never decide
    // the order and PostgreSQL leaves them out of the inner pages. At most 400 characters (the editorial contract):
    // far below the 2,700 bytes a btree entry may hold.
    index('news_published_text_idx')
      .on(
        table.publishedAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
        table.category,
        table.title,
        table.summary,
      )
      .where(sql`${table.status} = 'published'`),
    index('news_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
    // keyword search: characters and pairs of characters, since trigrams find nothing in Chinese (decision 018)
    index('news_search_grams_idx').using('gin', sql`search_grams(${table.title} || ' ' || ${table.summary})`),
  ],
);

/**
 * How many news are published per category and calendar month (UTC), kept by triggers on news in the statement that
 * changes them (migration 0016). The news list adds these up to know its total and to jump to the month a deep page
 * starts in, so page 50,000 reads one month of the index instead of the 500,000 entries before it (decision 018).
 */
export const newsMonthCounts = pgTable(
  'news_month_counts',
  {
    category: text().notNull(),
    /** The first day of the month, in UTC. */
    month: date({ mode: 'string' }).notNull(),
    published: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.category, table.month] })],
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
    // DESC NULLS FIRST, the order the lists ask for (see news_published_idx)
    index('content_items_list_idx').on(
      table.kind,
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('content_items_class_idx').on(
      table.classId,
      table.status,
      table.publishedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('content_items_title_trgm_idx').using('gin', sql`${table.title} gin_trgm_ops`),
  ],
);
