import {
  caseEndpoints,
  type EditorialListQuery,
  getEditorialItem,
  getEditorialVersion,
  getPreview,
  listEditorialClasses,
  listEditorialItems,
  listEditorialVersions,
  solutionEndpoints,
} from '@rrsp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { editorialKeys, previewKeys } from './query-keys.ts';

/** Another operator may act on an item at any moment: every list and item is read again on each opening. */
export const useEditorialList = (query: EditorialListQuery) =>
  useQuery({
    queryKey: editorialKeys.list(query),
    queryFn: ({ signal }) => api.request(listEditorialItems, { body: query, showLoading: false, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useEditorialItem = (id: string | undefined) =>
  useQuery({
    queryKey: editorialKeys.item(id ?? ''),
    queryFn: ({ signal }) =>
      api.request(getEditorialItem, { query: { id: id ?? '' }, showLoading: false, silent: true, signal }),
    enabled: Boolean(id),
    staleTime: 0,
  });

export const useEditorialVersions = (id: string) =>
  useQuery({
    queryKey: editorialKeys.versions(id),
    queryFn: ({ signal }) =>
      api.request(listEditorialVersions, { query: { id }, showLoading: false, signal }),
    staleTime: 0,
  });

/** A saved version never changes: once read, it is kept. */
export const useEditorialVersion = (id: string, version: number | undefined) =>
  useQuery({
    queryKey: editorialKeys.version(id, version ?? 0),
    queryFn: ({ signal }) =>
      api.request(getEditorialVersion, { query: { id, version: version ?? 0 }, showLoading: false, signal }),
    enabled: version !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The classes (tabs) a solution or a case may be filed under. */
export const useContentClassOptions = (kind: 'solution' | 'case' | undefined) =>
  useQuery({
    queryKey: editorialKeys.classes(kind ?? 'solution'),
    queryFn: ({ signal }) =>
      api.request(kind === 'case' ? caseEndpoints.classes : solutionEndpoints.classes, {
        body: { pageNum: 1, pageSize: 100 },
        showLoading: false,
        signal,
      }),
    enabled: kind !== undefined,
    select: (page) => page.rows.map((row) => ({ value: row.id, label: row.name })),
  });

/** A draft opened by a preview link: read once, never retried (an expired link stays expired). */
export const usePreview = (token: string | undefined) =>
  useQuery({
    queryKey: previewKeys.preview(token ?? ''),
    queryFn: ({ signal }) =>
      api.request(getPreview, { query: { token: token ?? '' }, showLoading: false, silent: true, signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  });

/** The classes of a kind as 分类管理 shows them, with how many items file under each. */
export const useEditorialClasses = (kind: 'solution' | 'case') =>
  useQuery({
    queryKey: [...editorialKeys.classes(kind), 'admin'],
    queryFn: ({ signal }) =>
      api.request(listEditorialClasses, { query: { kind }, showLoading: false, signal }),
    staleTime: 0,
  });
