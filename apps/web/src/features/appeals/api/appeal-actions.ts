import { approveAppeal, type BodyOf, rejectAppeal, revealAppealMobile } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { appealKeys } from './query-keys.ts';

/**
 * 通过 and 驳回: each dialog shows a refusal itself (`silent`: another account manager may have decided first); after
 * it, or after a refusal, the queue, its counts and the appeal are read again.
 */
export const approve = (body: BodyOf<typeof approveAppeal>) =>
  api.request(approveAppeal, { body, silent: true });
export const reject = (body: BodyOf<typeof rejectAppeal>) =>
  api.request(rejectAppeal, { body, silent: true });

export const useApproveAppeal = () => useRefreshingMutation(approve, appealKeys.all);
export const useRejectAppeal = () => useRefreshingMutation(reject, appealKeys.all);

/** The whole contact mobile; the server puts the asking on the audit trail. */
export const revealMobile = (appealId: string) => api.request(revealAppealMobile, { body: { appealId } });
