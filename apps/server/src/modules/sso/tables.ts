import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const USER_STATUSES = ['active', 'frozen', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    nickName: text().notNull(),
    mobile: text(),
    email: text(),
    avatarUrl: text(),
    passwordHash: text(),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    isOperator: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_mobile_key').on(table.mobile),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);
