import { getEnterpriseSettledInfo } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { type SessionScope, settlementKeys } from './query-keys.ts';

/**
 * The user's latest application in full (values, rejection reasons, log), or null when there is none. SPEC.md §5:
 * the page never toasts this call's errors; it shows its own error state instead.
 */
export const getSettledInfoQueryOptions = (scope: SessionScope) =>
  queryOptions({
    queryKey: settlementKeys.info(scope),
    queryFn: ({ signal }) =>
      api.request(getEnterpriseSettledInfo, { showLoading: false, silent: true, signal }),
    enabled: scope.token !== '',
    // a pending application's waiting time and an operator's decision change on their own
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export const useSettledInfo = () => useQuery(getSettledInfoQueryOptions(useSessionScope()));
