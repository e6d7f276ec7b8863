import type { TenantRole } from '@rrsp/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type TenantStatus, tenants } from './tables.ts';

/**
 * The roles of a tenant that count (decision 002): none until its settlement is approved, whatever it applied for.
 * Every access decision reads roles through here; `holdsRole` is the same rule for a query over many tenants.
 */
export const rolesThatCount = (tenant: {
  status: TenantStatus;
  roles: readonly TenantRole[];
}): TenantRole[] => (tenant.status === 'approved' ? [...tenant.roles] : []);

/** The tenants whose approved roles include `role` (a `where` condition over `tenants`). */
export const holdsRole = (role: TenantRole): SQL | undefined =>
  and(eq(tenants.status, 'approved'), sql`${role} = any(${tenants.roles})`);
