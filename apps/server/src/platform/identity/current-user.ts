import type { CurrentUser, UserProfile } from '@rrsp/contract';
import { maskMobile } from '../masking.ts';
import type { Membership } from './principal.ts';
import type { UserRow } from './tables.ts';

export const toCurrentUser = (row: UserRow, memberships: Membership[]): CurrentUser => ({
  userId: row.id,
  username: row.username,
  nickName: row.nickName,
  mobile: row.mobile === null ? null : maskMobile(row.mobile),
  email: row.email,
  emailVerified: row.email !== null && row.emailVerifiedAt !== null,
  avatarUrl: row.avatarUrl,
  operatorRoles: row.operatorRoles,
  tenants: memberships.map(({ tenantId, tenantName, roles, isAdmin }) => ({
    tenantId,
    tenantName,
    roles,
    isAdmin,
  })),
});

export const toUserProfile = (row: UserRow): UserProfile => ({
  userId: row.id,
  nickName: row.nickName,
  avatarUrl: row.avatarUrl,
});
