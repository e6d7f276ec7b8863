import { getEnterpriseSettledStatus } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { type SessionScope, settlementKeys } from './query-keys.ts';

/** Whether the chosen tenant is settled, and the user's latest application in brief (the workbench's card). */
export const getSettledStatusQueryOptions = (scope: SessionScope) =>
  queryOptions({
    queryKey: settlementKeys.status(scope),
    queryFn: ({ signal }) =>
      api.request(getEnterpriseSettledStatus, { showLoading: false, silent: true, signal }),
    enabled: scope.token !== '',
    staleTime: 30_000,
  });

export const useSettledStatus = () => useQuery(getSettledStatusQueryOptions(useSessionScope()));
