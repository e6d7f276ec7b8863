import { getAccountDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { accountKeys } from './query-keys.ts';

// Silent: the drawer says itself that the account could not be loaded, with 重试.
export const getAccount = (userId: string, signal?: AbortSignal) =>
  api.request(getAccountDetail, { query: { userId }, showLoading: false, silent: true, signal });

/** Another manager may act meanwhile: read again on every opening. */
export const getAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.detail(userId),
    queryFn: ({ signal }) => getAccount(userId, signal),
    staleTime: 0,
  });

/** One account whole: memberships, sessions, security events. */
export const useAccount = (userId: string | undefined) =>
  useQuery({ ...getAccountQueryOptions(userId ?? ''), enabled: Boolean(userId) });
