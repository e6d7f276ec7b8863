import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Registered client applications: a request's `appKey` must name one, and its `endpointCode` one of its codes. */
export const registeredApps = pgTable('registered_apps', {
  appKey: text().primaryKey(),
  name: text().notNull(),
  endpointCodes: text().array().notNull(),
  enabled: boolean().notNull().default(true),
  /** SHA-256 of the app secret (a random 256-bit value, so a fast hash is enough); only ingest apps have one. */
  secretHash: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
