import { listWorkNotices } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { type SessionScope, settlementKeys } from './query-keys.ts';

/** The workbench's recent activity: review results, member changes (the latest 20). */
export const getWorkNoticesQueryOptions = (scope: SessionScope) =>
  queryOptions({
    queryKey: settlementKeys.notices(scope),
    queryFn: ({ signal }) => api.request(listWorkNotices, { showLoading: false, silent: true, signal }),
    enabled: scope.token !== '',
    staleTime: 60_000,
  });

export const useWorkNotices = () => useQuery(getWorkNoticesQueryOptions(useSessionScope()));
