import { getMessagePreferences } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './query-keys.ts';

/** The user's receiving settings and whether the account can be reached by SMS and e-mail at all. */
export const getMessagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.preferences(),
    queryFn: ({ signal }) => api.request(getMessagePreferences, { showLoading: false, signal }),
  });

export const useMessagePreferences = () => useQuery(getMessagePreferencesQueryOptions());
