import { offShelfService as offShelfEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

export const offShelfService = (id: string) => api.request(offShelfEndpoint, { body: { id }, silent: true });

/** Takes a service off the shelf (no audit); the shelf itself and the tenant's services are read again. */
export const useOffShelfService = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: offShelfService,
    onSuccess: (detail) => queryClient.setQueryData(serviceKeys.publishDetail(tenantId, detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
};
