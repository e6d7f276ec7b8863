import { deleteService as deleteEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { serviceKeys } from './query-keys.ts';

export const deleteService = (id: string) => api.request(deleteEndpoint, { body: { id }, silent: true });

/**
 * Deletes a service (a draft, rejected, or off the shelf); the lists are read again. The deleted service's own
 * pages are left alone: the page showing it moves away, and asking for it again would only answer 404.
 */
export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({
        queryKey: serviceKeys.all,
        predicate: (query) => !query.queryKey.includes(id),
      });
    },
  });
};
