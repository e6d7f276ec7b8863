import type { PlatformConfig, TenantRole } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../sso/tables.ts';

/** A single row holding what GET /basics/pc/rrPlatformConfiguration/getInfo returns. */
export const platformConfig = pgTable(
  'platform_config',
  {
    id: smallint().primaryKey().default(1),
    config: jsonb().$type<PlatformConfig>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_config_single_row', sql`${table.id} = 1`)],
);

export const TENANT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    creditCode: text().notNull(),
    /** Roles the platform has approved for this tenant. */
    roles: text().array().$type<TenantRole[]>().notNull().default(sql`'{}'::text[]`),
    status: text({ enum: TENANT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('tenants_credit_code_key').on(table.creditCode)],
);

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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    index('tenant_members_user_idx').on(table.userId),
  ],
);

export const SESSION_END_REASONS = ['sign-out', 'replaced', 'password-changed', 'operator'] as const;
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
