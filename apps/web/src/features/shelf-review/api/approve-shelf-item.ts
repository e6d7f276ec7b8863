import { type BodyOf, approveShelfItem as endpoint } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { shelfReviewKeys } from './query-keys.ts';

/** The dialog shows a failure itself (`silent`). */
export const approveShelfItem = (body: BodyOf<typeof endpoint>) =>
  api.request(endpoint, { body, silent: true });

/**
 * 审核通过: after it, or after a refusal (another operator may have decided first), the queues, their counts and the
 * item are read again.
 */
export const useApproveShelfItem = () => useRefreshingMutation(approveShelfItem, shelfReviewKeys.all);
