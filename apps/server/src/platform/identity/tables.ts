import {
  OPERATOR_ROLES,
  type OperatorRole,
  TENANT_STATUSES,
  TENANT_TYPES,
  type TenantRole,
  type TenantStatus,
} from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The identity core (docs/decisions/008): who people are, which tenants they belong to and which sessions they hold.
 * Every module reads these through the identity services; only this folder defines them.
 */

export const USER_STATUSES = ['active', 'frozen', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    nickName: text().notNull(),
    mobile: text(),
    /** An address saved in the profile; it signs in and counts as taken only once confirmed (emailVerifiedAt). */
    email: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    avatarUrl: text(),
    passwordHash: text(),
    /** When the password or the mobile last changed: an appeal filed soon after may be against a hijacker. */
    credentialsChangedAt: timestamp({ withTimezone: true }),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    /** A platform operator's roles (issue 19); empty for everyone else, so an operator is a user with a role. */
    operatorRoles: text().array().$type<OperatorRole[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_mobile_key').on(table.mobile),
    // unconfirmed addresses may repeat: typing someone's address must neither block its owner nor tell who has it
    uniqueIndex('users_email_lower_key')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerifiedAt} is not null`),
    check(
      'users_operator_roles_known',
      sql`${table.operatorRoles} <@ array[${sql.raw(OPERATOR_ROLES.map((role) => `'${role}'`).join(', '))}]::text[]`,
    ),
  ],
);
export type UserRow = typeof users.$inferSelect;

export { TENANT_STATUSES, type TenantStatus };

export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    creditCode: text().notNull(),
    /** Roles applied for or granted; they count only once the tenant is approved (see roles.ts). */
    roles: text().array().$type<TenantRole[]>().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: TENANT_STATUSES }).notNull().default('pending'),
    /** What the settlement verified (null for tenants from before settlement existed). */
    type: text({ enum: TENANT_TYPES }),
    /** A township code of the national division table. */
    regionCode: text(),
    /** When an operator approved the settlement. */
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tenants_credit_code_key').on(table.creditCode)],
);
export type TenantRow = typeof tenants.$inferSelect;

export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean().notNull().default(false),
    /** When the user last chose this tenant to work in: the latest one is the chosen tenant, gone with the row. */
    chosenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    index('tenant_members_user_idx').on(table.userId),
  ],
);

/** `operator`: ended by an account manager; `frozen`: the account was frozen (its next request is told 406). */
export const SESSION_END_REASONS = [
  'sign-out',
  'replaced',
  'password-changed',
  'operator',
  'frozen',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** Portal sessions: only a hash of the token is stored, so a leaked table yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text({ enum: SESSION_END_REASONS }),
    userAgent: text(),
    ip: text(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);
