import type { ContentDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { COUNTS_VIEW } from '../../../lib/query-client.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { type ContentAudience, contentKeys } from './query-keys.ts';

/** One call for everyone: the server fills the provider's contact for a signed-in caller only. */
export const getContentDetail = (
  kind: ContentKind,
  id: string,
  signal?: AbortSignal,
): Promise<ContentDetail> =>
  // Silent: the page shows a missing item as a 404 and any other failure with 重试, so no toast on top.
  api.request(contentKinds[kind].endpoints.detail, {
    query: { id },
    showLoading: false,
    silent: true,
    signal,
  });

/** `audience` keys the cache only: what the server answers depends on the session the request carries. */
export const getContentDetailQueryOptions = (kind: ContentKind, id: string, audience: ContentAudience) =>
  queryOptions({
    queryKey: contentKeys.detail(kind, id, audience),
    queryFn: ({ signal }) => getContentDetail(kind, id, signal),
    // Each fetch counts a view: reading the page again within five minutes does not count twice.
    staleTime: 5 * 60_000,
    meta: COUNTS_VIEW,
  });

export const useContentDetail = (kind: ContentKind, id: string | undefined, audience: ContentAudience) =>
  useQuery({ ...getContentDetailQueryOptions(kind, id ?? '', audience), enabled: Boolean(id) });
