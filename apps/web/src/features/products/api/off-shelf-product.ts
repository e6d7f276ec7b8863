import { offShelfProduct as offShelfEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

export const offShelfProduct = (id: string) => api.request(offShelfEndpoint, { body: { id }, silent: true });

/** Takes a product off the shelf (no audit); the shelf itself and the tenant's products are read again. */
export const useOffShelfProduct = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: offShelfProduct,
    onSuccess: (detail) => queryClient.setQueryData(productKeys.publishDetail(tenantId, detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
};
