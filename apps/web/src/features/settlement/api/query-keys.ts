/**
 * Every query key of settlement: one factory, so loaders, hooks and invalidation agree. What belongs to a user or a
 * tenant is keyed by the session (token and chosen tenant), so another user signing in on this tab, or a tenant
 * switch, never shows the previous one's application.
 */
export interface SessionScope {
  token: string;
  tenantId: string;
}

export const settlementKeys = {
  all: ['settlement'] as const,
  session: ({ token, tenantId }: SessionScope) => [...settlementKeys.all, token, tenantId] as const,
  status: (scope: SessionScope) => [...settlementKeys.session(scope), 'status'] as const,
  info: (scope: SessionScope) => [...settlementKeys.session(scope), 'info'] as const,
  licenceLink: (scope: SessionScope, applicationId: string, fileId: string) =>
    [...settlementKeys.session(scope), 'licence-link', applicationId, fileId] as const,
  partners: (scope: SessionScope) => [...settlementKeys.session(scope), 'partners'] as const,
};
