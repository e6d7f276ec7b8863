import { getSettlementLicenceLink } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { type SessionScope, settlementKeys } from './query-keys.ts';

/**
 * A short-lived, watermarked address of the stored licence. Keyed by the file too, so a new licence gets a new
 * link; kept a little less than the link lives, and asked again only when someone wants to look.
 */
export const getLicenceLinkQueryOptions = (scope: SessionScope, applicationId: string, fileId: string) =>
  queryOptions({
    queryKey: settlementKeys.licenceLink(scope, applicationId, fileId),
    queryFn: ({ signal }) =>
      api.request(getSettlementLicenceLink, {
        query: { applicationId },
        showLoading: false,
        silent: true,
        signal,
      }),
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });

export const useLicenceLink = (applicationId: string, fileId: string, enabled: boolean) =>
  useQuery({ ...getLicenceLinkQueryOptions(useSessionScope(), applicationId, fileId), enabled });
