import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Registered client applications: a request's `appKey` must name one, and its `endpointCode` one of its codes. */
export const registeredApps = pgTable('registered_apps', {
  appKey: text().primaryKey(),
  name: text().notNull(),
  endpointCodes: text().array().notNull(),
  enabled: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
