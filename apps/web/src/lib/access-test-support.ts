import type { CurrentUser, OperatorRole, TenantMembership } from '@rrsp/contract';

/** Tenants and users for the tests of access decisions: only what those decisions read is filled in. */
export const testTenant = (
  n: number,
  tenantName: string,
  roles: TenantMembership['roles'],
): TenantMembership => ({
  tenantId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenantName,
  roles,
  isAdmin: true,
});

/** A user of those tenants; an operator when given operator roles. */
export const testUser = (tenants: TenantMembership[], operatorRoles: OperatorRole[] = []): CurrentUser => ({
  userId: '00000000-0000-4000-8000-000000000001',
  username: 'u',
  nickName: 'u',
  mobile: null,
  email: null,
  emailVerified: false,
  avatarUrl: null,
  operatorRoles,
  tenants,
});
