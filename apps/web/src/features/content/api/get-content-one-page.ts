import type { ContentSummary } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { contentKeys } from './query-keys.ts';

/** The home page's latest solutions or cases, of one class or (without classId) of all. */
export const getContentOnePage = (
  kind: ContentKind,
  params: { classId?: string; pageSize: number },
  signal?: AbortSignal,
): Promise<ContentSummary[]> =>
  api.request(contentKinds[kind].endpoints.onePage, {
    body: params.classId
      ? { classId: params.classId, pageSize: params.pageSize }
      : { pageSize: params.pageSize },
    showLoading: false,
    signal,
  });

export const getContentOnePageQueryOptions = (
  kind: ContentKind,
  params: { classId?: string; pageSize: number },
) =>
  queryOptions({
    queryKey: contentKeys.onePage(kind, params),
    queryFn: ({ signal }) => getContentOnePage(kind, params, signal),
  });

export const useContentOnePage = (kind: ContentKind, params: { classId?: string; pageSize: number }) =>
  useQuery(getContentOnePageQueryOptions(kind, params));
