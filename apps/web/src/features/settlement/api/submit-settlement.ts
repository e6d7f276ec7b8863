import { type SettlementForm, submitSettlement } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { settlementKeys } from './query-keys.ts';

/** Submits the application (a draft, or a rejected one after changes); the form shows what the server refuses. */
export const submitApplication = (body: SettlementForm) =>
  api.request(submitSettlement, { body, silent: true });

export const useSubmitSettlement = () => {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(settlementKeys.info(scope), application);
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
  });
};
