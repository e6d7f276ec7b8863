import type { Granularity, listTenantExports, QueryOf } from '@rrsp/contract';

/**
 * Whose data centre a page shows: the chosen tenant's own (参与主体), or the whole platform (运营). The two read the
 * same figures and make the same exports through endpoints of their own.
 */
export type DataCenterScope = 'tenant' | 'platform';

/** The figures asked for: a range, and on the platform's page the filters that narrow it. */
export interface FiguresRequest {
  from: string;
  to: string;
  granularity: Granularity;
  tenantId?: string | undefined;
  regionCode?: string | undefined;
  category?: string | undefined;
}

export type ExportListRequest = QueryOf<typeof listTenantExports>;

/**
 * Whose figures and exports a key holds: a tenant's are kept under its id, so a tenant switch never shows the
 * previous tenant's figures; the platform's are the operator's own.
 */
export const ownerOf = (scope: DataCenterScope, tenantId: string): string =>
  scope === 'tenant' ? `tenant:${tenantId}` : 'platform';

/**
 * Every query key of the data centre: one factory, so hooks, the live channel's progress and invalidation after an
 * export agree. The root sits under the session's key (`auth`), so a sign-out removes the figures with the rest of
 * the signed-in user's data.
 */
export const dataCenterKeys = {
  all: ['auth', 'data-center'] as const,
  figures: (owner: string, query: FiguresRequest) =>
    [...dataCenterKeys.all, 'figures', owner, query] as const,
  /** Every list of exports, whoever's: what a progress frame or a finished export updates. */
  exports: () => [...dataCenterKeys.all, 'exports'] as const,
  exportsOf: (owner: string) => [...dataCenterKeys.exports(), owner] as const,
  exportList: (owner: string, query: ExportListRequest) =>
    [...dataCenterKeys.exportsOf(owner), query] as const,
};
