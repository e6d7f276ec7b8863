import {
  deleteService,
  getServiceDetail,
  getServicePublishDetail,
  listMyServices,
  listServiceAuditLog,
  listServiceShelf,
  offShelfService,
  publishService,
  saveService,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../platform/database/client.ts';
import { viewerOf } from '../../../../platform/http/caller.ts';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import type { ShelfCatalog } from '../shelf/shelf-catalog-queries.ts';
import { createPublishDetailReader, ownerOf } from '../shelf/shelf-owner.ts';
import type { ShelfService } from '../shelf/shelf-service.ts';
import type { ServiceCatalog } from './service-catalog.ts';
import { serviceKind } from './service-kind.ts';
import { serviceColumnsOf } from './service-values.ts';

/** SPEC.md §7 service centre calls: the shelf for every signed-in user, the publisher's own services for its tenant. */
export const serviceRoutes = async (
  app: FastifyInstance,
  deps: { db: Database; shelf: ShelfService; catalog: ShelfCatalog; services: ServiceCatalog },
) => {
  const { shelf, catalog, services } = deps;
  const readDetail = createPublishDetailReader(deps);
  const publishDetail = (owner: ReturnType<typeof ownerOf>, id: string) => readDetail(serviceKind, owner, id);

  // the same shelf for every signed-in caller: prepared once per change (docs/decisions/015)
  registerEndpoint(app, listServiceShelf, ({ body }) => services.shelfPage(body), {
    publicRead: { tables: ['shelf_items', 'shelf_revisions', 'tenants', 'regions'] },
  });

  registerEndpoint(app, getServiceDetail, async ({ principal, query, request }) => {
    const detail = await services.detail(
      query.id,
      principal.kind === 'user' ? (principal.tenant?.tenantId ?? null) : null,
    );
    app.viewCounter.count('shelf_items', query.id, viewerOf(request));
    return detail;
  });

  registerEndpoint(app, saveService, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    const { id, ...draft } = body;
    return publishDetail(owner, await shelf.save(serviceKind, owner, id, serviceColumnsOf(draft)));
  });

  registerEndpoint(app, publishService, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    return publishDetail(owner, await shelf.publish(serviceKind, owner, body.id));
  });

  registerEndpoint(app, getServicePublishDetail, ({ principal, query }) =>
    publishDetail(ownerOf(principal), query.id),
  );

  registerEndpoint(app, offShelfService, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    return publishDetail(owner, await shelf.offShelfByOwner(serviceKind, owner, body.id));
  });

  registerEndpoint(app, deleteService, async ({ principal, body }) => {
    await shelf.remove(serviceKind, ownerOf(principal), body.id);
    return null;
  });

  registerEndpoint(app, listMyServices, ({ principal, body }) =>
    services.mine(ownerOf(principal).tenantId, body),
  );

  registerEndpoint(app, listServiceAuditLog, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    // the item must be this tenant's: a stranger's id answers like a missing one
    await shelf.find('service', body.id, owner.tenantId);
    return catalog.log(body.id, body, 'owner');
  });
};
