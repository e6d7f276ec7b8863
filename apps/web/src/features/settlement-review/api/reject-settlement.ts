import { type BodyOf, rejectSettlement as rejectEndpoint } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const rejectSettlement = (body: BodyOf<typeof rejectEndpoint>) =>
  api.request(rejectEndpoint, { body, silent: true });

/** As after an approval: the queue, its counts and the application are read again, whatever the answer. */
export const useRejectSettlement = () => useRefreshingMutation(rejectSettlement, settlementReviewKeys.all);
