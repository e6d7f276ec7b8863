import { APPEAL_STATUSES } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from '../../platform/identity/tables.ts';

/** Failed sign-ins per subject (an account id, or the typed name when no account matches): growing waits. */
export const signInThrottle = pgTable('sign_in_throttle', {
  subject: text().primaryKey(),
  failures: integer().notNull().default(0),
  nextAllowedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Services allowed to receive tickets (CAS `service`): the portal itself and partner platforms. */
export const casServices = pgTable('cas_services', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** A ticket's service URL must start with one of these. */
  urlPrefixes: text().array().notNull(),
  enabled: boolean().notNull().default(true),
});

/** The SSO session behind tickets (CAS ticket-granting session), ended by /sso/logout. */
export const ssoSessions = pgTable('sso_sessions', {
  id: uuid().primaryKey().defaultRandom(),
  tokenHash: text().notNull().unique(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  endedAt: timestamp({ withTimezone: true }),
});

export const serviceTickets = pgTable(
  'service_tickets',
  {
    ticketHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ssoSessionId: uuid().references(() => ssoSessions.id, { onDelete: 'cascade' }),
    service: text().notNull(),
    method: text().notNull(),
    /** The tenant a partner jump speaks for: its validation carries the tenant's settlement as attributes. */
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('service_tickets_expires_idx').on(table.expiresAt)],
);

/** A forgotten-password flow: it never says whether the account or the mobile matched. */
export const resetFlows = pgTable('reset_flows', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  mobile: text(),
  matched: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  completedAt: timestamp({ withTimezone: true }),
});

export const appealApplications = pgTable(
  'appeal_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    applyNo: text().notNull().unique(),
    username: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    realName: text().notNull(),
    /** Only the last four characters are kept in clear; the rest is for the reviewer to check against the photos. */
    idNumberMasked: text().notNull(),
    idNumberHash: text().notNull(),
    contactMobile: text().notNull(),
    usedApps: text().array().notNull(),
    reason: text().notNull(),
    status: text({ enum: APPEAL_STATUSES }).notNull().default('pending'),
    /** False when the account's password or mobile changed shortly before: then only a reviewer ends the appeal. */
    ownerMayCancel: boolean().notNull().default(true),
    /** The reviewer's reason for a rejection (shown to the applicant), or the platform's note on other endings. */
    reviewRemark: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
    /** The account manager who approved or rejected it (申诉审核); null while pending and for a cancelled one. */
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('appeal_applications_username_idx').on(sql`lower(${table.username})`, table.status),
    index('appeal_applications_contact_mobile_idx').on(table.contactMobile, table.createdAt),
    // 申诉审核's queue: by status, the oldest pending first
    index('appeal_applications_status_idx').on(table.status, table.createdAt),
    index('appeal_applications_user_idx').on(table.userId),
  ],
);
