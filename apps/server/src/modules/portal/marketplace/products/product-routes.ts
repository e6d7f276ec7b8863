import {
  deleteProduct,
  getProductCertificateLink,
  getProductInfo,
  getProductPublishDetail,
  listParticipantProducts,
  listProductAuditLog,
  listProducts,
  offShelfProduct,
  publishProduct,
  saveProduct,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../platform/database/client.ts';
import { viewerOf } from '../../../../platform/http/caller.ts';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { ShelfCatalog } from '../shelf/shelf-catalog-queries.ts';
import { createPublishDetailReader, ownerOf } from '../shelf/shelf-owner.ts';
import type { ShelfService } from '../shelf/shelf-service.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { productKind } from './product-kind.ts';
import { productColumnsOf } from './product-values.ts';

/** SPEC.md §7 product list and info, and the participant product list; a participant tenant keeps its own products. */
export const productRoutes = async (
  app: FastifyInstance,
  deps: { db: Database; shelf: ShelfService; catalog: ShelfCatalog; products: ProductCatalog },
) => {
  const { shelf, catalog, products } = deps;
  const readDetail = createPublishDetailReader(deps);
  const publishDetail = (owner: ReturnType<typeof ownerOf>, id: string) => readDetail(productKind, owner, id);

  registerEndpoint(app, listProducts, ({ body }) => products.shelfPage(body));

  registerEndpoint(app, getProductInfo, async ({ principal, query, request }) => {
    const detail = await products.detail(
      query.id,
      principal.kind === 'user' ? (principal.tenant?.tenantId ?? null) : null,
    );
    app.viewCounter.count('shelf_items', query.id, viewerOf(request));
    return detail;
  });

  registerEndpoint(app, saveProduct, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    const { id, ...draft } = body;
    return publishDetail(owner, await shelf.save(productKind, owner, id, productColumnsOf(draft)));
  });

  registerEndpoint(app, publishProduct, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    return publishDetail(owner, await shelf.publish(productKind, owner, body.id));
  });

  registerEndpoint(app, getProductPublishDetail, ({ principal, query }) =>
    publishDetail(ownerOf(principal), query.id),
  );

  registerEndpoint(app, offShelfProduct, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    return publishDetail(owner, await shelf.offShelfByOwner(productKind, owner, body.id));
  });

  registerEndpoint(app, deleteProduct, async ({ principal, body }) => {
    await shelf.remove(productKind, ownerOf(principal), body.id);
    return null;
  });

  registerEndpoint(app, listParticipantProducts, ({ principal, body }) =>
    products.mine(ownerOf(principal).tenantId, body),
  );

  /**
   * A certificate of a product (issue 24), watermarked: to the members of the tenant that published it and to the
   * operators who review the shelf. Anyone else, and a file that is not this product's certificate, answers like a
   * missing one, so ids cannot be probed.
   */
  registerEndpoint(app, getProductCertificateLink, async ({ principal, query }) => {
    const caller = signedInCaller(principal);
    const refused = () => notFound('证书不存在或您无权查看');
    // products on the shelf are known by id anyway; only their certificates are kept from strangers
    const item = await shelf.find('product', query.id, null);
    const member = caller.memberships.some((membership) => membership.tenantId === item.tenantId);
    if (!member && !caller.user.operatorRoles.includes('marketReviewer')) throw refused();
    const file = await app.files.byId(query.fileId);
    if (file?.kind !== 'certificate' || file.attachedTo !== `shelf:${item.id}`) throw refused();
    return app.files.privateLink(file);
  });

  registerEndpoint(app, listProductAuditLog, async ({ principal, body }) => {
    const owner = ownerOf(principal);
    // the item must be this tenant's: a stranger's id answers like a missing one
    await shelf.find('product', body.id, owner.tenantId);
    return catalog.log(body.id, body, 'owner');
  });
};
