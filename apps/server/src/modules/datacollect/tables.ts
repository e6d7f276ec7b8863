import { FEEDS } from '@rrsp/contract';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const saleRecords = pgTable(
  'sale_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    sourceApp: text().notNull(),
    externalId: text().notNull(),
    productName: text().notNull(),
    tenantName: text().notNull(),
    regionName: text().notNull(),
    channel: text({ enum: ['sale-room', 'online', 'offline'] }).notNull(),
    amount: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    quantity: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text().notNull(),
    soldAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sale_records_external_key').on(table.sourceApp, table.externalId),
    index('sale_records_sold_idx').on(table.soldAt, table.channel),
    // one tenant's sales over a range, newest first (the data centre, issue 22)
    index('sale_records_tenant_idx').on(table.tenantName, table.soldAt),
  ],
);

/** Keyed by the sending app and its own number, so one app can never overwrite another's rows. */
export const deliveries = pgTable(
  'deliveries',
  {
    deliveryNo: text().notNull(),
    sourceApp: text().notNull(),
    goods: text().notNull(),
    quantity: text().notNull(),
    fromName: text().notNull(),
    toName: text().notNull(),
    carrier: text().notNull(),
    status: text({ enum: ['loading', 'in-transit', 'arriving'] }).notNull(),
    progress: integer().notNull(),
    departedAt: timestamp({ withTimezone: true }).notNull(),
    expectedAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sourceApp, table.deliveryNo] }),
    // DESC NULLS FIRST: what ORDER BY departed_at DESC means (a plain desc() is NULLS LAST, decision 018)
    index('deliveries_open_idx').on(table.deliveredAt, table.departedAt.desc().nullsFirst()),
  ],
);

/** Keyed by the sending app and its own id, like deliveries. */
export const controlCenters = pgTable(
  'control_centers',
  {
    id: text().notNull(),
    sourceApp: text().notNull(),
    name: text().notNull(),
    level: text({ enum: ['province', 'prefecture', 'county'] }).notNull(),
    prefectureCode: text().notNull(),
    prefectureName: text().notNull(),
    address: text().notNull(),
    longitude: real().notNull(),
    latitude: real().notNull(),
    deliveriesToday: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sourceApp, table.id] })],
);

/** Figures fed from outside for what the platform cannot count itself yet. */
export const collectedCounts = pgTable('collected_counts', {
  metric: text().primaryKey(),
  value: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * When each feed last reported and who reported it: one row per feed (`FEEDS` of the contract) and sending app, written
 * by every batch that carries the feed. The dashboard shows the source and the time beside each fed figure, and a
 * feed silent for longer than FEED_STALE_HOURS as not up to date.
 */
export const dataFeeds = pgTable(
  'data_feeds',
  {
    feed: text({ enum: FEEDS }).notNull(),
    sourceApp: text().notNull(),
    /** The app's registered name when it reported, shown as the source. */
    sourceName: text().notNull(),
    reportedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.feed, table.sourceApp] })],
);

/**
 * Sales summed per calendar month (China Standard Time) and per what the ranking groups by, kept by a trigger on
 * sale_records in the transaction of every insert, update and delete (migration 0015). The twelve-month ranking sums
 * at most twelve rows per product and channel instead of scanning every sale (docs/decisions/018-a-million-rows.md).
 */
export const saleMonthTotals = pgTable(
  'sale_month_totals',
  {
    month: date({ mode: 'string' }).notNull(),
    channel: text({ enum: ['sale-room', 'online', 'offline'] }).notNull(),
    productName: text().notNull(),
    tenantName: text().notNull(),
    regionName: text().notNull(),
    unit: text().notNull(),
    amount: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    quantity: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    sales: integer().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.month,
        table.channel,
        table.productName,
        table.tenantName,
        table.regionName,
        table.unit,
      ],
    }),
  ],
);
