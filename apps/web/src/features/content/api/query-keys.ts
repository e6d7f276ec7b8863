import type { ContentQuery } from '@rrsp/contract';
import type { ContentKind } from '../utils/content-kind.ts';

/**
 * Whose list: a visitor's (the public query), or a signed-in user's, whose rows and details also carry the provider's
 * contact.
 */
export type ContentAudience = 'public' | 'member';

/** Every query key of solutions and cases: one factory, so loaders, hooks and invalidation agree. */
export const contentKeys = {
  all: ['content'] as const,
  kind: (kind: ContentKind) => [...contentKeys.all, kind] as const,
  classes: (kind: ContentKind) => [...contentKeys.kind(kind), 'classes'] as const,
  /** Keyed by audience: a visitor's cached detail (no contact) never stands in for a signed-in user's, nor back. */
  detail: (kind: ContentKind, id: string, audience: ContentAudience) =>
    [...contentKeys.kind(kind), 'detail', audience, id] as const,
  onePage: (kind: ContentKind, params: { classId?: string; pageSize: number }) =>
    [...contentKeys.kind(kind), 'one-page', params.classId ?? 'all', params.pageSize] as const,
  /** Keyed by audience: a visitor's cached page never stands in for the signed-in one with contacts. */
  list: (kind: ContentKind, query: ContentQuery, audience: ContentAudience) =>
    [...contentKeys.kind(kind), 'list', audience, query] as const,
  /**
   * What the chosen tenant provides (the servant area's 本主体提供的): under the session's key (`auth`, which a feature
   * may not import), so a sign-out removes it, and keyed by tenant, so a tenant switch never shows another's items.
   */
  own: (tenantId: string) => ['auth', 'content', 'own', tenantId] as const,
  ownClasses: (tenantId: string, kind: ContentKind) =>
    [...contentKeys.own(tenantId), kind, 'classes'] as const,
  ownList: (tenantId: string, kind: ContentKind, query: ContentQuery) =>
    [...contentKeys.own(tenantId), kind, 'list', query] as const,
};
