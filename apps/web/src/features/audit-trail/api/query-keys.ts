import type { BodyOf, searchAuditTrail } from '@rrsp/contract';

export type AuditTrailQuery = BodyOf<typeof searchAuditTrail>;

/**
 * Every query key of the audit trail: one factory, so hooks and invalidation agree. The root sits under the session's
 * key (`auth`), so a sign-out removes the trail with the rest of the operator's data.
 */
export const auditTrailKeys = {
  all: ['auth', 'audit-trail'] as const,
  search: (query: AuditTrailQuery) => [...auditTrailKeys.all, 'search', query] as const,
  mine: () => [...auditTrailKeys.all, 'mine'] as const,
};
