import {
  type BodyOf,
  endAccountSessions,
  freezeAccount,
  revealAccountMobile,
  unfreezeAccount,
} from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { accountKeys } from './query-keys.ts';

/**
 * 冻结, 解冻 and 结束登录: each dialog shows a refusal itself (`silent`, another manager may have acted first); after
 * it, or after a refusal, the accounts are read again.
 */
export const ACCOUNT_ACTIONS = {
  freeze: freezeAccount,
  unfreeze: unfreezeAccount,
  endSessions: endAccountSessions,
} as const;
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;

export const actOnAccount = ({ action, ...body }: { action: AccountAction } & BodyOf<typeof freezeAccount>) =>
  api.request(ACCOUNT_ACTIONS[action], { body, silent: true });

export const useAccountAction = () => useRefreshingMutation(actOnAccount, accountKeys.all);

/** The whole mobile of an account; the server puts the asking on the audit trail. */
export const revealMobile = (userId: string) => api.request(revealAccountMobile, { body: { userId } });
