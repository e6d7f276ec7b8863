import { publishService as publishEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

/** The caller shows a failure itself (`silent`): a VALIDATION refusal names the fields still to fill in. */
export const publishService = (id: string) => api.request(publishEndpoint, { body: { id }, silent: true });

/** Sends a service to audit; whatever the answer (another tab may have acted), the tenant's services are read again. */
export const usePublishService = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: publishService,
    onSuccess: (detail) => queryClient.setQueryData(serviceKeys.publishDetail(tenantId, detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.mine(tenantId) }),
  });
};
