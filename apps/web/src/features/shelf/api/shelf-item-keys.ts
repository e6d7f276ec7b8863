/**
 * The query keys of one kind of shelf item (products, services): one factory per kind, so hooks and invalidation
 * agree, and the same shape for both. The root sits under the session's key (`auth`, which a feature may not
 * import), so a sign-out removes everything with the rest of the signed-in user's data; what belongs to the chosen
 * tenant is keyed by it too, so a tenant switch never shows the previous tenant's items, not even for a moment.
 */
export const shelfItemKeysOf = <ShelfQuery, MineQuery, LogQuery extends { id: string }>(kind: string) => {
  const all = ['auth', kind] as const;
  const mine = (tenantId: string) => [...all, 'mine', tenantId] as const;
  return {
    all,
    shelves: () => [...all, 'shelf'] as const,
    shelf: (query: ShelfQuery) => [...all, 'shelf', query] as const,
    /** The detail says whether the chosen tenant listed it (`own`). */
    detail: (tenantId: string, id: string) => [...all, 'detail', tenantId, id] as const,
    /** The chosen tenant's own items: its list, each item as its owner sees it, their logs. */
    mine,
    myList: (tenantId: string, query: MineQuery) => [...mine(tenantId), 'list', query] as const,
    publishDetail: (tenantId: string, id: string) => [...mine(tenantId), 'detail', id] as const,
    auditLog: (tenantId: string, query: LogQuery) => [...mine(tenantId), 'log', query.id, query] as const,
  };
};

/** What the owner's calls need of a kind's keys. */
export interface OwnItemKeys {
  all: readonly unknown[];
  mine: (tenantId: string) => readonly unknown[];
  publishDetail: (tenantId: string, id: string) => readonly unknown[];
}
