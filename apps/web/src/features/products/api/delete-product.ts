import { deleteProduct as deleteEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { productKeys } from './query-keys.ts';

export const deleteProduct = (id: string) => api.request(deleteEndpoint, { body: { id }, silent: true });

/**
 * Deletes a product (a draft, rejected, or off the shelf); the lists are read again. The deleted product's own
 * queries are left alone: the page showing it moves away, and asking for it again would only answer 404.
 */
export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({
        queryKey: productKeys.all,
        predicate: (query) => !query.queryKey.includes(id),
      });
    },
  });
};
