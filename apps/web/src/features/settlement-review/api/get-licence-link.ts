import { type DataOf, getSettlementLicenceLink } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

export type LicenceLink = DataOf<typeof getSettlementLicenceLink>;

/** A little before the link expires, a fresh one is fetched, so the preview never opens a dead address. */
const RENEW_MARGIN_SECONDS = 30;

export const renewAfterMs = (link: LicenceLink | undefined): number =>
  Math.max(10, (link?.expiresInSeconds ?? 300) - RENEW_MARGIN_SECONDS) * 1000;

export const getLicenceLinkQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: settlementReviewKeys.licence(applicationId),
    queryFn: ({ signal }) =>
      api.request(getSettlementLicenceLink, {
        query: { applicationId },
        showLoading: false,
        silent: true,
        signal,
      }),
    staleTime: (query) => renewAfterMs(query.state.data),
    refetchInterval: (query) => renewAfterMs(query.state.data),
    gcTime: 0,
  });

/** The short-lived, watermarked address of the application's business licence. */
export const useLicenceLink = (applicationId: string, enabled: boolean) =>
  useQuery({ ...getLicenceLinkQueryOptions(applicationId), enabled });
