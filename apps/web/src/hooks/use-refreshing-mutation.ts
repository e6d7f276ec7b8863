import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A call that changes what some queries show: whatever its answer (another operator or another tab may have acted
 * first), the queries under `queryKey` are read again before it counts as settled.
 */
export const useRefreshingMutation = <Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  queryKey: QueryKey,
) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey }) });
};
