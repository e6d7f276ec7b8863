import type { TenantRole } from '@rrsp/contract';
import type { TenantStatus } from './tables.ts';

/**
 * The roles of a tenant that count (decision 002): none until its settlement is approved, whatever it applied for.
 * Every access decision reads roles through here.
 */
export const rolesThatCount = (tenant: {
  status: TenantStatus;
  roles: readonly TenantRole[];
}): TenantRole[] => (tenant.status === 'approved' ? [...tenant.roles] : []);
