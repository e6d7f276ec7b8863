import { CLASS_LIST_PAGE_SIZE, type ContentClass } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type ContentKind, contentKinds } from '../utils/content-kind.ts';
import { contentKeys } from './query-keys.ts';

/** The class tabs of solutions or cases (SPEC.md §7: pageNum 1, pageSize 100). */
export const getContentClasses = async (kind: ContentKind, signal?: AbortSignal): Promise<ContentClass[]> => {
  const page = await api.request(contentKinds[kind].endpoints.classes, {
    body: { pageNum: 1, pageSize: CLASS_LIST_PAGE_SIZE },
    showLoading: false,
    signal,
  });
  return page.rows;
};

export const getContentClassesQueryOptions = (kind: ContentKind) =>
  queryOptions({
    queryKey: contentKeys.classes(kind),
    queryFn: ({ signal }) => getContentClasses(kind, signal),
    // Operators rarely add classes; the tabs need not refetch on every visit.
    staleTime: 10 * 60_000,
  });

export const useContentClasses = (kind: ContentKind, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getContentClassesQueryOptions(kind), enabled: options.enabled ?? true });
