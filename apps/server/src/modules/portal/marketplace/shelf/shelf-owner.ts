import type { Database } from '../../../../platform/database/client.ts';
import type { Principal } from '../../../../platform/identity/principal.ts';
import { chosenTenant } from '../../../../platform/identity/require.ts';
import type { ShelfCatalog } from './shelf-catalog-queries.ts';
import { publishDetailOf, type ShelfKindDefinition } from './shelf-kinds.ts';
import type { Owner, ShelfService } from './shelf-service.ts';

/** The caller's chosen tenant, which the endpoint's access rule has already found approved in a fitting role. */
export const ownerOf = (principal: Principal): Owner => {
  const { caller, tenant } = chosenTenant(principal);
  return { tenantId: tenant.tenantId, userId: caller.user.id };
};

/** An owner's item, read after a change (or on its own): the working version beside the listed one. */
export const createPublishDetailReader =
  (deps: { db: Database; shelf: ShelfService; catalog: ShelfCatalog }) =>
  async <Values>(definition: ShelfKindDefinition<Values>, owner: Owner, id: string) => {
    const item = await deps.shelf.find(definition.kind, id, owner.tenantId);
    const working = await deps.shelf.revision(deps.db, item.workingRevisionId);
    const listed = await deps.shelf.revision(deps.db, item.listedRevisionId);
    if (!working) throw new Error(`${definition.kind} ${item.id} has no working version`);
    return publishDetailOf(definition, item, working, listed, await deps.catalog.lookups([working, listed]));
  };
