import type { BodyOf, listMyServices, listServiceAuditLog, ServiceShelfQuery } from '@rrsp/contract';

export type MyServicesQuery = BodyOf<typeof listMyServices>;
export type AuditLogQuery = BodyOf<typeof listServiceAuditLog>;

/**
 * Every query key of the service centre: one factory, so hooks and invalidation agree. The root sits under the
 * session's key (`auth`, which a feature may not import), so a sign-out removes everything with the rest of the
 * signed-in user's data; what belongs to the chosen tenant is keyed by it too, so a tenant switch never shows the
 * previous tenant's services, not even for a moment.
 */
export const serviceKeys = {
  all: ['auth', 'services'] as const,
  shelves: () => [...serviceKeys.all, 'shelf'] as const,
  shelf: (query: ServiceShelfQuery) => [...serviceKeys.shelves(), query] as const,
  /** The detail says whether the chosen tenant published it (`own`). */
  detail: (tenantId: string, id: string) => [...serviceKeys.all, 'detail', tenantId, id] as const,
  /** What the chosen tenant published: its list, each service as its publisher sees it, their logs. */
  mine: (tenantId: string) => [...serviceKeys.all, 'mine', tenantId] as const,
  myList: (tenantId: string, query: MyServicesQuery) =>
    [...serviceKeys.mine(tenantId), 'list', query] as const,
  publishDetail: (tenantId: string, id: string) => [...serviceKeys.mine(tenantId), 'detail', id] as const,
  auditLog: (tenantId: string, query: AuditLogQuery) =>
    [...serviceKeys.mine(tenantId), 'log', query.id, query] as const,
};
