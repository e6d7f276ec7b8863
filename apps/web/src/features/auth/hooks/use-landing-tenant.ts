import { useEffect } from 'react';
import { landingTenantOf } from '../../../lib/access.ts';
import { getTenantId } from '../../../lib/session.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { useSession } from './use-session.ts';
import { useSwitchTenant } from './use-switch-tenant.ts';

/**
 * A user who works for no tenant yet (signed in before any settlement was approved, or before an invitation was
 * accepted) starts working for their landing tenant the moment a fresh read of the user shows one: the screens
 * already show that tenant (access falls back to it), so the requests must carry it too, or the tenant's own pages
 * would ask the server for a tenant the user was never made to choose. Only a settled read decides: while the user
 * is read again (a refused tenant is being replaced), the stale list may still name the tenant just refused. The one
 * place that chooses a landing tenant for a signed-in user (a refused tenant's recovery only reads the user again).
 * What was read without a tenant is read again with it, and the page's guard decides again, where the user is.
 * Mounted once, at the root of the app.
 */
export const useLandingTenant = () => {
  const { token, tenantId } = useSession();
  const { data: user, isFetching } = useCurrentUser();
  const switchTenant = useSwitchTenant();
  useEffect(() => {
    if (!token || tenantId || !user || isFetching) return;
    const landing = landingTenantOf(user);
    // the choice may have been made between the render and this effect (a switch in another tab)
    if (!landing || getTenantId()) return;
    switchTenant(landing.tenantId, { stay: true });
  }, [token, tenantId, user, isFetching, switchTenant]);
};
