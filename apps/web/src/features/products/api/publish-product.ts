import { publishProduct as publishEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

/** The caller shows a failure itself (`silent`): a VALIDATION refusal names the fields still to fill in. */
export const publishProduct = (id: string) => api.request(publishEndpoint, { body: { id }, silent: true });

/** Sends a product to audit; whatever the answer (another tab may have acted), the tenant's products are read again. */
export const usePublishProduct = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: publishProduct,
    onSuccess: (detail) => queryClient.setQueryData(productKeys.publishDetail(tenantId, detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.mine(tenantId) }),
  });
};
