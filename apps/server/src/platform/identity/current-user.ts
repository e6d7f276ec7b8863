import type { CurrentUser, UserProfile } from '@rrsp/contract';
import type { Membership } from './principal.ts';
import type { UserRow } from './tables.ts';

/** 13800000001 → 138****0001: enough for the owner to recognise, useless to anyone reading over a shoulder. */
export const maskMobile = (mobile: string | null): string | null =>
  mobile && mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;

export const toCurrentUser = (row: UserRow, memberships: Membership[]): CurrentUser => ({
  userId: row.id,
  username: row.username,
  nickName: row.nickName,
  mobile: maskMobile(row.mobile),
  email: row.email,
  avatarUrl: row.avatarUrl,
  isOperator: row.isOperator,
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
