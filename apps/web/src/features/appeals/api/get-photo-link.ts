import { type DataOf, getPrivateFileLink } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { appealKeys } from './query-keys.ts';

export type PhotoLink = DataOf<typeof getPrivateFileLink>;

/** A little before the link expires, a fresh one is fetched, so the preview never opens a dead address. */
const RENEW_MARGIN_SECONDS = 30;

export const renewAfterMs = (link: PhotoLink | undefined): number =>
  Math.max(10, (link?.expiresInSeconds ?? 300) - RENEW_MARGIN_SECONDS) * 1000;

export const getPhotoLinkQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: appealKeys.photo(fileId),
    queryFn: ({ signal }) =>
      api.request(getPrivateFileLink, { query: { fileId }, showLoading: false, silent: true, signal }),
    staleTime: (query) => renewAfterMs(query.state.data),
    refetchInterval: (query) => renewAfterMs(query.state.data),
    gcTime: 0,
  });

/** The short-lived address of an identity photo (a private file account managers may read). */
export const usePhotoLink = (fileId: string) => useQuery(getPhotoLinkQueryOptions(fileId));
