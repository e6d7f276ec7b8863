import { approveSettlement as approveEndpoint, type BodyOf } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const approveSettlement = (body: BodyOf<typeof approveEndpoint>) =>
  api.request(approveEndpoint, { body, silent: true });

/**
 * After a decision, or a refusal (another operator may have decided first), the queue, its counts and the
 * application are read again.
 */
export const useApproveSettlement = () => useRefreshingMutation(approveSettlement, settlementReviewKeys.all);
