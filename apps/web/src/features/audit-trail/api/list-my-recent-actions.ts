import { listMyRecentActions } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { auditTrailKeys } from './query-keys.ts';

// Silent: the card says itself that it could not load, with 重试.
export const getMyRecentActions = (signal?: AbortSignal) =>
  api.request(listMyRecentActions, { showLoading: false, silent: true, signal });

/** Read again on every visit to the console's home: a decision made a moment ago belongs at its top. */
export const getMyRecentActionsQueryOptions = () =>
  queryOptions({
    queryKey: auditTrailKeys.mine(),
    queryFn: ({ signal }) => getMyRecentActions(signal),
    staleTime: 0,
  });

/** The signed-in operator's own latest decisions. */
export const useMyRecentActions = () => useQuery(getMyRecentActionsQueryOptions());
