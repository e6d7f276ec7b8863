import {
  approveShelfItem,
  getShelfReview,
  listShelfQueue,
  offShelfShelfItem,
  rejectShelfItem,
  type ShelfKind,
  type ShelfReview,
} from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../platform/database/client.ts';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import type { Principal } from '../../../../platform/identity/principal.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import { tenants } from '../../../../platform/identity/tables.ts';
import type { ShelfCatalog } from '../shelf/shelf-catalog.ts';
import type { ShelfService } from '../shelf/shelf-service.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import { createShelfQueue, waitingSecondsOf } from './shelf-audit-queue.ts';

const operatorId = (principal: Principal): string => signedInCaller(principal).user.id;

/** The operator's audit of products and services: queue, review, approve, reject, take off the shelf. */
export const shelfAuditRoutes = async (
  app: FastifyInstance,
  deps: { db: Database; shelf: ShelfService; catalog: ShelfCatalog },
) => {
  const { db, shelf, catalog } = deps;
  const queue = createShelfQueue(db, (kind, category) =>
    SHELF_KIND_DEFINITIONS[kind].categoryLabel(category),
  );

  /** The review of an item; `known` is its kind when the caller has just read it. */
  const review = async (id: string, known?: ShelfKind): Promise<ShelfReview> => {
    const kind = known ?? (await shelf.kindOf(id));
    const definition = SHELF_KIND_DEFINITIONS[kind];
    const item = await shelf.find(kind, id, null);
    const working = await shelf.revision(db, item.workingRevisionId);
    const listed = await shelf.revision(db, item.listedRevisionId);
    if (!working) throw new Error(`shelf item ${item.id} has no working version`);
    const [tenant] = await db
      .select({ name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, item.tenantId));
    const log = await catalog.log(item.id, { pageNum: 1, pageSize: 100 }, 'operator');
    return {
      id: item.id,
      version: await shelf.versionOf(db, item.id),
      kind,
      name: working.name,
      tenantId: item.tenantId,
      tenantName: tenant?.name ?? '',
      status: { audit: item.audit, shelf: item.shelf },
      isEdit: item.listedRevisionId !== null,
      fields: definition.reviewFields(working, listed, await catalog.lookups([working, listed])),
      submittedAt: item.submittedAt?.toISOString() ?? null,
      waitingSeconds: waitingSecondsOf(item),
      rejectReason: item.rejectReason,
      offShelfReason: item.offShelfReason,
      log: log.rows.reverse(),
    };
  };

  registerEndpoint(app, listShelfQueue, ({ body }) => queue.page(body));

  registerEndpoint(app, getShelfReview, ({ query }) => review(query.id));

  // each decision is answered with the review as it stands after it, read on the kind just looked up
  registerEndpoint(app, approveShelfItem, async ({ principal, body }) => {
    const kind = await shelf.kindOf(body.id);
    const id = await shelf.approve(SHELF_KIND_DEFINITIONS[kind], {
      operatorId: operatorId(principal),
      ...body,
    });
    return review(id, kind);
  });

  registerEndpoint(app, rejectShelfItem, async ({ principal, body }) => {
    const kind = await shelf.kindOf(body.id);
    const id = await shelf.reject(SHELF_KIND_DEFINITIONS[kind], {
      operatorId: operatorId(principal),
      ...body,
    });
    return review(id, kind);
  });

  registerEndpoint(app, offShelfShelfItem, async ({ principal, body }) => {
    const kind = await shelf.kindOf(body.id);
    const id = await shelf.offShelfByOperator(SHELF_KIND_DEFINITIONS[kind], {
      operatorId: operatorId(principal),
      ...body,
    });
    return review(id, kind);
  });
};
