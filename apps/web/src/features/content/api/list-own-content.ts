import type { ContentQuery, Page } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import type { ContentListItem } from './list-content.ts';
import { contentKeys } from './query-keys.ts';

/** The server list of SPEC.md §7: the solutions or cases the chosen (servant) tenant provides, with contacts. */
export const listOwnContent = (
  kind: ContentKind,
  query: ContentQuery,
  signal?: AbortSignal,
): Promise<Page<ContentListItem>> =>
  api.request(contentKinds[kind].endpoints.serverQuery, { body: query, showLoading: false, signal });

export const getOwnContentListQueryOptions = (tenantId: string, kind: ContentKind, query: ContentQuery) =>
  queryOptions({
    queryKey: contentKeys.ownList(tenantId, kind, query),
    queryFn: ({ signal }) => listOwnContent(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useOwnContentList = (
  kind: ContentKind,
  query: ContentQuery,
  options: { enabled?: boolean } = {},
) =>
  useQuery({
    ...getOwnContentListQueryOptions(useTenantScope(), kind, query),
    enabled: options.enabled ?? true,
  });
