import { type CurrentUser, getCurrentUser as currentUserEndpoint } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { getToken } from '../../../lib/session.ts';
import { useSession } from '../hooks/use-session.ts';
import { authKeys } from './query-keys.ts';

export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('尚未登录');
  }
}

/** SPEC.md §5: skipped and rejected when no token is stored. */
export const getCurrentUser = async (signal?: AbortSignal): Promise<CurrentUser> => {
  if (!getToken()) throw new NotSignedInError();
  return api.request(currentUserEndpoint, { showLoading: false, signal });
};

export const getCurrentUserQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useCurrentUser = () => {
  const { token } = useSession();
  return useQuery(getCurrentUserQueryOptions(token));
};
