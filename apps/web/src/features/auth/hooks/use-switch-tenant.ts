import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { accessContextOf, workbenchHrefOf } from '../../../lib/access.ts';
import { chooseTenant, getToken } from '../../../lib/session.ts';
import { saveChosenTenant } from '../api/chosen-tenant.ts';
import { getCurrentUserQueryOptions } from '../api/get-current-user.ts';

export interface SwitchTenantOptions {
  /**
   * Stay on this page and let its guard decide again (the 403 page offering a tenant that may open it), instead of
   * going to the new tenant's workbench, whose area may be the other one (the header's tenant switcher).
   */
  stay?: boolean;
}

/**
 * The one way to change the tenant the user works for: store the choice (every tab follows, and the server keeps it
 * for the next device), fetch everything tenant-scoped again for the new tenant, and go where the user should be now.
 */
export const useSwitchTenant = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(
    (tenantId: string, { stay = false }: SwitchTenantOptions = {}) => {
      chooseTenant(tenantId);
      saveChosenTenant(tenantId);
      const refetched = queryClient.invalidateQueries();
      if (stay) void refetched.then(() => revalidate());
      else {
        const user = queryClient.getQueryData(getCurrentUserQueryOptions(getToken()).queryKey);
        navigate(workbenchHrefOf(accessContextOf(user, tenantId)));
      }
    },
    [queryClient, navigate, revalidate],
  );
};
