import { type DataOf, searchAccounts } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queuePageQueryOptions } from '../../../lib/queue-queries.ts';
import { type AccountSearchQuery, accountKeys } from './query-keys.ts';

export type AccountPage = DataOf<typeof searchAccounts>;

export const getAccounts = (query: AccountSearchQuery, signal?: AbortSignal): Promise<AccountPage> =>
  api.request(searchAccounts, { body: query, showLoading: false, signal });

export const getAccountsQueryOptions = (query: AccountSearchQuery) =>
  queuePageQueryOptions(accountKeys.search(query), (signal) => getAccounts(query, signal));

/** One page of accounts, newest first; the previous page stays on screen, dimmed, while the next loads. */
export const useAccounts = (query: AccountSearchQuery) => useQuery(getAccountsQueryOptions(query));
