import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/tables.ts';

/** Short-lived proofs for sensitive account changes (old mobile verified, password re-checked). */
export const accountProofs = pgTable('account_proofs', {
  proofHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text({ enum: ['mobile-verified', 'password-checked'] }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
});
