import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLE_NAME, OPERATOR_ROLES, type OperatorRole } from '@rrsp/contract';
import type { Database } from '../database/client.ts';
import { violatedConstraint } from '../database/constraint.ts';
import { hashPassword } from './password.ts';
import type { UserRow } from './tables.ts';
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
  const users = createUserRepository(db);
  const password = `Op-${randomBytes(12).toString('base64url')}`;
  const passwordHash = await hashPassword(password);
  try {
    const user = await users.insert({
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
