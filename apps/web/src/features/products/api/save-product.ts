import { type ProductDraft, saveProduct as saveEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const saveProduct = (body: ProductDraft) => api.request(saveEndpoint, { body, silent: true });

/**
 * saveOrUpdate: creates the product, or replaces its working version. The answer is the product as its owner sees
 * it next; the tenant's list and counts are read again.
 */
export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (detail) => {
      queryClient.setQueryData(productKeys.publishDetail(tenantId, detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: productKeys.mine(tenantId) });
    },
  });
};
