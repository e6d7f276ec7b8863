import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLE_NAME, OPERATOR_ROLES, type OperatorRole } from '@rrsp/contract';
import { arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../database/client.ts';
import { violatedConstraint } from '../database/constraint.ts';
import { hashPassword } from './password.ts';
import { type UserRow, users } from './tables.ts';
import { createUserRepository } from './users.ts';

/**
 * Operator accounts of the identity core: an operator is a user holding at least one operator role (issue 19). The
 * console grants roles to existing accounts; the first 超级管理员 of a fresh database is made here, by the CLI.
 */

/** Roles named by their ids or their Chinese names, comma-separated: `superAdmin,入驻与上架审核`. */
export const parseOperatorRoles = (
  text: string,
): { ok: true; roles: OperatorRole[] } | { ok: false; unknown: string } => {
  const roles = new Set<OperatorRole>();
  for (const name of text.split(/[,，、]/).map((part) => part.trim())) {
    if (!name) continue;
    const role = OPERATOR_ROLES.find((id) => id === name || OPERATOR_ROLE_NAME[id] === name);
    if (!role) return { ok: false, unknown: name };
    roles.add(role);
  }
  return roles.size > 0 ? { ok: true, roles: [...roles] } : { ok: false, unknown: text };
};

export type NewOperator = { username: string; nickName: string; mobile: string; roles: OperatorRole[] };

/**
 * A new account holding the given operator roles, with a one-off password to hand over (shown once, stored hashed).
 * Refuses a username or mobile that is taken, case-insensitively for the name, as sign-up does.
 */
export const createOperatorAccount = async (
  db: Database,
  operator: NewOperator,
): Promise<{ ok: true; user: UserRow; password: string } | { ok: false; taken: 'username' | 'mobile' }> => {
  const accounts = createUserRepository(db);
  const password = `Op-${randomBytes(12).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  try {
    const user = await accounts.insert({
      username: operator.username,
      nickName: operator.nickName,
      mobile: operator.mobile,
      passwordHash,
      operatorRoles: operator.roles,
    });
    return { ok: true, user, password };
  } catch (error) {
    // the unique indexes decide, so two runs at once cannot both take a name
    const constraint = violatedConstraint(error);
    if (constraint === 'users_username_lower_key') return { ok: false, taken: 'username' };
    if (constraint === 'users_mobile_key') return { ok: false, taken: 'mobile' };
    throw error;
  }
};

/** The operators and their roles, and the locked reads and the write a change of roles needs. */
export const createOperatorRepository = (db: Database) => ({
  /** Every account holding a role, the longest-serving first. */
  list: (): Promise<UserRow[]> =>
    db
      .select()
      .from(users)
      .where(sql`cardinality(${users.operatorRoles}) > 0`)
      .orderBy(asc(users.createdAt), asc(users.id)),

  /**
   * The 超级管理员 accounts, locked until the transaction ends, in one order: two of them changing each other's roles
   * at once are decided one after the other, so the second sees what the first did.
   */
  async lockSuperAdmins(tx: Transaction): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(arrayContains(users.operatorRoles, ['superAdmin']))
      .orderBy(asc(users.id))
      .for('update');
    return rows.map((row) => row.id);
  },

  /** The account by its username or mobile, locked for a change of its roles. */
  async lockByAccount(account: string, tx: Transaction): Promise<UserRow | null> {
    const found = await createUserRepository(db).byAccount(account, tx);
    if (!found) return null;
    const [row] = await tx.select().from(users).where(eq(users.id, found.id)).for('update');
    return row ?? null;
  },

  async setRoles(userId: string, roles: OperatorRole[], tx: Transaction): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ operatorRoles: roles, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new Error(`user ${userId} vanished while locked`);
    return row;
  },
});

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
