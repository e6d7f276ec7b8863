import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from './query-keys.ts';

/** User-initiated sign-out: revokes the session, clears token and tenant, tells other tabs and frames. */
export const signOut = (): Promise<void> => api.signOut();

export const useSignOut = (options: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: authKeys.all });
      options.onSuccess?.();
    },
  });
};
