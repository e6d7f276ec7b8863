import type { TenantMembership } from '@rrsp/contract';
import { useAccess } from './use-access.ts';
import { useSession } from './use-session.ts';

/**
 * The chosen tenant when it is approved (holds a role, so it may publish) and the session already carries it, so its
 * tenant-scoped calls (what it published, what it received) may go; undefined while the user loads, or else.
 */
export const useSettledTenant = (): TenantMembership | undefined => {
  const access = useAccess();
  const { tenantId } = useSession();
  if (access.loading || !access.tenant || access.roles.size === 0) return undefined;
  return access.tenant.tenantId === tenantId ? access.tenant : undefined;
};
