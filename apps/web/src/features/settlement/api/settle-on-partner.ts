import { type PartnerSettlement, settleOnPartner } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { settlementKeys } from './query-keys.ts';

/** The chosen tenant settles on a partner platform (its admin only); the list shows the new status at once. */
export const settleOnPlatform = (code: PartnerSettlement['code']) =>
  api.request(settleOnPartner, { body: { code }, showLoading: false });

export const useSettleOnPartner = () => {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    mutationFn: settleOnPlatform,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.partners(scope) }),
  });
};
