import type { ContentDetail } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { contentKeys } from './query-keys.ts';

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

export const getContentDetailQueryOptions = (kind: ContentKind, id: string) =>
  queryOptions({
    queryKey: contentKeys.detail(kind, id),
    queryFn: ({ signal }) => getContentDetail(kind, id, signal),
    // Each fetch counts a view: reading the page again within five minutes does not count twice.
    staleTime: 5 * 60_000,
  });

export const useContentDetail = (kind: ContentKind, id: string | undefined) =>
  useQuery({ ...getContentDetailQueryOptions(kind, id ?? ''), enabled: Boolean(id) });
