import type { BodyOf, searchAccounts } from '@rrsp/contract';

export type AccountSearchQuery = BodyOf<typeof searchAccounts>;

/**
 * Every query key of 账号管理: one factory, so hooks and invalidation agree. The root sits under the session's key
 * (`auth`), so a sign-out removes the accounts with the rest of the operator's data.
 */
export const accountKeys = {
  all: ['auth', 'accounts'] as const,
  search: (query: AccountSearchQuery) => [...accountKeys.all, 'search', query] as const,
  detail: (userId: string) => [...accountKeys.all, 'detail', userId] as const,
};
