import type { EditorialListQuery } from '@rrsp/contract';

/**
 * Every query key of 内容管理, under the session's key (`auth`): a sign-out removes the drafts with the rest of the
 * operator's data.
 */
export const editorialKeys = {
  all: ['auth', 'editorial'] as const,
  list: (query: EditorialListQuery) => [...editorialKeys.all, 'list', query] as const,
  item: (id: string) => [...editorialKeys.all, 'item', id] as const,
  versions: (id: string) => [...editorialKeys.all, 'versions', id] as const,
  version: (id: string, version: number) => [...editorialKeys.all, 'version', id, version] as const,
  classes: (kind: 'solution' | 'case') => [...editorialKeys.all, 'classes', kind] as const,
};

/** Previews are read by anyone holding a link: not under the session, so signing in or out keeps them. */
export const previewKeys = {
  preview: (token: string) => ['preview', token] as const,
};
