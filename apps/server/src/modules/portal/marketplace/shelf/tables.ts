import { AUDIT_STATES, SHELF_ACTIONS, SHELF_KINDS, SHELF_STATES, type ShelfStatus } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants, users } from '../../../../platform/identity/tables.ts';

/**
 * A product or a service (issue 10): one shelf model for both. The row holds the state; its versions live in
 * shelf_revisions: the working one (what the audit state describes) and the listed one (what the shelf shows).
 */
export const shelfItems = pgTable(
  'shelf_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: SHELF_KINDS }).notNull(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    audit: text({ enum: AUDIT_STATES }).notNull().default('draft'),
    shelf: text({ enum: SHELF_STATES }).notNull().default('none'),
    workingRevisionId: uuid(),
    listedRevisionId: uuid(),
    /** When the current wait for audit began. */
    submittedAt: timestamp({ withTimezone: true }),
    /** When the listed version went on the shelf. */
    listedAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    offShelfReason: text(),
    views: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Deleted items keep their log; they are gone from every list. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('shelf_items_tenant_idx').on(table.kind, table.tenantId, table.updatedAt),
    index('shelf_items_queue_idx').on(table.kind, table.audit, table.submittedAt),
    index('shelf_items_listed_idx').on(table.kind, table.shelf, table.listedAt),
    // from a listed version to its item: a keyword found in a few versions (one small publisher's) reads only their
    // items instead of hashing the whole shelf (decision 029)
    index('shelf_items_listed_revision_idx').on(table.listedRevisionId),
    // the shelf in its two orders, holding only what is on it: a deep page is counted off these alone (decision 018)
    index('shelf_items_on_shelf_idx')
      .on(table.kind, table.listedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.shelf} = 'on' and ${table.deletedAt} is null`),
    index('shelf_items_popular_idx')
      .on(table.kind, table.views.desc().nullsFirst(), table.listedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.shelf} = 'on' and ${table.deletedAt} is null`),
    check('shelf_items_approved_listed', sql`${table.audit} <> 'approved' or ${table.shelf} <> 'none'`),
  ],
);
export type ShelfItemRow = typeof shelfItems.$inferSelect;

/**
 * How many items of each kind are on the shelf per calendar month (UTC) of listed_at, kept by triggers on shelf_items
 * (migration 0018), as news_month_counts is for news: the newest-first shelf knows its exact total and where a deep page
 * starts without reading the pages before it (decision 018). An item on the shelf without listed_at would sort first;
 * it is counted under 9999-12-01, the newest month there can be.
 */
export const shelfMonthCounts = pgTable(
  'shelf_month_counts',
  {
    kind: text({ enum: SHELF_KINDS }).notNull(),
    /** The first day of the month, in UTC. */
    month: date({ mode: 'string' }).notNull(),
    listed: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.month] })],
);

/**
 * One saved version of an item. The fields every kind is searched by are columns; the rest of the kind's fields
 * (description, images, contacts, certifications…) sit in `details`, validated by the kind's contract schema.
 */
export const shelfRevisions = pgTable(
  'shelf_revisions',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => shelfItems.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text(),
    regionCode: text(),
    summary: text(),
    priceMin: numeric({ precision: 12, scale: 2, mode: 'number' }),
    priceMax: numeric({ precision: 12, scale: 2, mode: 'number' }),
    /** Searchable labels (a product's certifications). */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    coverFileId: uuid(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The item's tenant (its publisher), copied so that a keyword naming the provider or supplier is answered from this
     * table's own indexes beside the name and summary (decision 029). Never changes; filled on insert from the item by
     * a trigger (migration 0033), or by a bulk insert that cannot see its items yet (seed:scale).
     */
    tenantId: uuid(),
  },
  (table) => [
    index('shelf_revisions_item_idx').on(table.itemId),
    index('shelf_revisions_region_idx').on(table.regionCode),
    // a keyword naming the publisher: the versions of the tenants whose name holds it (decision 029)
    index('shelf_revisions_tenant_idx').on(table.tenantId),
    // keyword search over name and summary, as news_search_grams_idx (decision 018)
    index('shelf_revisions_search_grams_idx').using(
      'gin',
      sql`search_grams(${table.name} || ' ' || coalesce(${table.summary}, ''))`,
    ),
  ],
);
export type ShelfRevisionRow = typeof shelfRevisions.$inferSelect;

/** Append-only: every transition of an item, who made it, when, why, and which fields changed. */
export const shelfEvents = pgTable(
  'shelf_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemId: uuid()
      .notNull()
      .references(() => shelfItems.id, { onDelete: 'cascade' }),
    action: text({ enum: SHELF_ACTIONS }).notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ['owner', 'operator'] }).notNull(),
    remark: text(),
    changedFields: text().array().notNull().default(sql`'{}'::text[]`),
    from: jsonb().$type<ShelfStatus>(),
    to: jsonb().$type<ShelfStatus>(),
    revisionId: uuid(),
    sequence: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shelf_events_item_idx').on(table.itemId, table.sequence)],
);
