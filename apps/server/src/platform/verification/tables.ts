import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Image captchas: the answer is kept hashed and works once. */
export const captchas = pgTable('captchas', {
  id: uuid().primaryKey().defaultRandom(),
  answerHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});

export const CODE_PURPOSES = [
  'sign-in',
  'email-sign-in',
  'register',
  'reset-password',
  'change-mobile-current',
  'change-mobile-new',
  'appeal',
  'verify-email',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes sent by SMS or e-mail, bound to a purpose and a target, stored hashed. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('verification_codes_target_idx').on(table.purpose, table.target, table.createdAt.desc())],
);
