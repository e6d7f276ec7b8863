import { CLASS_LIST_PAGE_SIZE, type ContentClass } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { contentKeys } from './query-keys.ts';

/** The server list's class tabs: every class, each counting only what the chosen (servant) tenant provides. */
export const getOwnContentClasses = async (
  kind: ContentKind,
  signal?: AbortSignal,
): Promise<ContentClass[]> => {
  const page = await api.request(contentKinds[kind].endpoints.serverClasses, {
    body: { pageNum: 1, pageSize: CLASS_LIST_PAGE_SIZE },
    showLoading: false,
    signal,
  });
  return page.rows;
};

export const getOwnContentClassesQueryOptions = (tenantId: string, kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.ownClasses(tenantId, kind),
    queryFn: ({ signal }) => getOwnContentClasses(kind, signal),
  });

export const useOwnContentClasses = (kind: ContentKind, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOwnContentClassesQueryOptions(useTenantScope(), kind), enabled: options.enabled ?? true });
