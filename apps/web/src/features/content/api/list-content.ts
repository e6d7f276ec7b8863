import type { ContentQuery, ContentSummary, Page } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { type ContentAudience, contentKeys } from './query-keys.ts';

export const CONTENT_PAGE_SIZE = 12;

/** A row of the list; signed-in visitors also get the provider's contact. */
export type ContentListItem = ContentSummary & { contactName?: string | null; contactPhone?: string | null };

/**
 * Visitors use the public ('no role') query; a signed-in user the full one, which adds the provider's contact.
 */
export const listContent = (
  kind: ContentKind,
  query: ContentQuery,
  audience: ContentAudience,
  signal?: AbortSignal,
): Promise<Page<ContentListItem>> => {
  const { endpoints } = contentKinds[kind];
  return audience === 'member'
    ? api.request(endpoints.query, { body: query, showLoading: false, signal })
    : api.request(endpoints.queryNoRole, { body: query, showLoading: false, signal });
};

export const getContentListQueryOptions = (
  kind: ContentKind,
  query: ContentQuery,
  audience: ContentAudience,
) =>
  queryOptions({
    queryKey: contentKeys.list(kind, query, audience),
    queryFn: ({ signal }) => listContent(kind, query, audience, signal),
    placeholderData: keepPreviousData,
  });

export const useContentList = (
  kind: ContentKind,
  query: ContentQuery,
  audience: ContentAudience,
  options: { enabled?: boolean } = {},
) => useQuery({ ...getContentListQueryOptions(kind, query, audience), enabled: options.enabled ?? true });
