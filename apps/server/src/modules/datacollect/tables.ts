import {
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
    index('deliveries_open_idx').on(table.deliveredAt, table.departedAt.desc()),
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
