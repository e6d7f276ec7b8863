import { type SettlementDraft, saveSettlementDraft } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { settlementKeys } from './query-keys.ts';

/** Saves what has been filled in so far; the answer is the application as the page shows it next time. */
export const saveDraft = (body: SettlementDraft) =>
  api.request(saveSettlementDraft, { body, silent: true, showLoading: false });

export const useSaveSettlementDraft = () => {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (application) => {
      queryClient.setQueryData(settlementKeys.info(scope), application);
      void queryClient.invalidateQueries({ queryKey: settlementKeys.status(scope) });
    },
  });
};
