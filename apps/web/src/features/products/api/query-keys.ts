import type { BodyOf, listParticipantProducts, listProductAuditLog, ProductShelfQuery } from '@rrsp/contract';

export type MyProductsQuery = BodyOf<typeof listParticipantProducts>;
export type ProductAuditLogQuery = BodyOf<typeof listProductAuditLog>;

/**
 * Every query key of the products: one factory, so hooks and invalidation agree. The root sits under the session's
 * key (`auth`), so a sign-out removes everything with the rest of the signed-in user's data; what belongs to the
 * chosen tenant is keyed by it too, so a tenant switch never shows the previous tenant's products.
 */
export const productKeys = {
  all: ['auth', 'products'] as const,
  shelves: () => [...productKeys.all, 'shelf'] as const,
  shelf: (query: ProductShelfQuery) => [...productKeys.shelves(), query] as const,
  /** The detail says whether the chosen tenant listed it (`own`). */
  detail: (tenantId: string, id: string) => [...productKeys.all, 'detail', tenantId, id] as const,
  /** The chosen tenant's own products: its list, each product as its owner sees it, their logs. */
  mine: (tenantId: string) => [...productKeys.all, 'mine', tenantId] as const,
  myList: (tenantId: string, query: MyProductsQuery) =>
    [...productKeys.mine(tenantId), 'list', query] as const,
  publishDetail: (tenantId: string, id: string) => [...productKeys.mine(tenantId), 'detail', id] as const,
  auditLog: (tenantId: string, query: ProductAuditLogQuery) =>
    [...productKeys.mine(tenantId), 'log', query.id, query] as const,
};
