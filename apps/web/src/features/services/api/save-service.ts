import { type ServiceDraft, saveService as saveEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const saveService = (body: ServiceDraft) => api.request(saveEndpoint, { body, silent: true });

/**
 * saveOrUpdate: creates the service, or replaces its working version. The answer is the service as the publisher
 * sees it next; the tenant's list and counts are read again.
 */
export const useSaveService = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: saveService,
    onSuccess: (detail) => {
      queryClient.setQueryData(serviceKeys.publishDetail(tenantId, detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: serviceKeys.mine(tenantId) });
    },
  });
};
