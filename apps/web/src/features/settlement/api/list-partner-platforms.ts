import { listThirdPlatformSettled } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { type SessionScope, settlementKeys } from './query-keys.ts';

/** The partner platforms and whether the chosen tenant has settled on each. */
export const getPartnerPlatformsQueryOptions = (scope: SessionScope) =>
  queryOptions({
    queryKey: settlementKeys.partners(scope),
    queryFn: ({ signal }) =>
      api.request(listThirdPlatformSettled, { showLoading: false, silent: true, signal }),
    enabled: scope.token !== '',
    staleTime: 60_000,
  });

export const usePartnerPlatforms = () => useQuery(getPartnerPlatformsQueryOptions(useSessionScope()));
