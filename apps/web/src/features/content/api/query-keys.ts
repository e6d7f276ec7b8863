import type { ContentQuery } from '@rrsp/contract';
import type { ContentKind } from '../utils/content-kind.ts';

/** Every query key of solutions and cases: one factory, so loaders, hooks and invalidation agree. */
export const contentKeys = {
  all: ['content'] as const,
  kind: (kind: ContentKind) => [...contentKeys.all, kind] as const,
  classes: (kind: ContentKind) => [...contentKeys.kind(kind), 'classes'] as const,
  detail: (kind: ContentKind, id: string) => [...contentKeys.kind(kind), 'detail', id] as const,
  onePage: (kind: ContentKind, params: { classId?: string; pageSize: number }) =>
    [...contentKeys.kind(kind), 'one-page', params.classId ?? 'all', params.pageSize] as const,
  /** Keyed by audience: a visitor's cached page never stands in for the signed-in one with contacts. */
  list: (kind: ContentKind, query: ContentQuery, signedIn: boolean) =>
    [...contentKeys.kind(kind), 'list', signedIn ? 'member' : 'public', query] as const,
};
