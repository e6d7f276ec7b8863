import type { ShelfKind, ShelfReview } from '@rrsp/contract';
import type { Database } from '../../../../platform/database/client.ts';
import { operatorConflictOf } from '../../../../platform/identity/operator-conflict.ts';
import type { TenantRepository } from '../../../../platform/identity/tenants.ts';
import type { ShelfCatalog } from '../shelf/shelf-catalog-queries.ts';
import type { OperatorDecision, ShelfService } from '../shelf/shelf-service.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import { waitingSecondsOf } from './audit-queue-queries.ts';

/** A decision as the operator sends it: the item, the version they read, and a remark or reason. */
type Decision<Extra> = Omit<OperatorDecision, 'operatorId' | 'executor'> & Extra;

/**
 * The operator's audit of products and services, whatever the kind: an item's review (its fields beside the listed
 * version, its log), and the decisions on it, each answered with the review as it stands after it.
 */
export const createShelfReview = (deps: {
  db: Database;
  shelf: ShelfService;
  catalog: ShelfCatalog;
  tenants: TenantRepository;
}) => {
  const { db, shelf, catalog, tenants } = deps;

  /** The review of an item as `operatorId` reads it; `known` is its kind when the caller has just read it. */
  const review = async (id: string, operatorId: string, known?: ShelfKind): Promise<ShelfReview> => {
    const kind = known ?? (await shelf.kindOf(id));
    const definition = SHELF_KIND_DEFINITIONS[kind];
    const item = await shelf.find(kind, id, null);
    const working = await shelf.revision(db, item.workingRevisionId);
    const listed = await shelf.revision(db, item.listedRevisionId);
    if (!working) throw new Error(`shelf item ${item.id} has no working version`);
    const tenant = await tenants.byId(item.tenantId);
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
      ownWork: await operatorConflictOf(db, operatorId, item.tenantId),
    };
  };

  // each decision is answered with the review as it stands after it, read on the kind just looked up
  return {
    review: (id: string, operatorId: string) => review(id, operatorId),

    async approve(operatorId: string, decision: Decision<{ remark?: string | undefined }>) {
      const kind = await shelf.kindOf(decision.id);
      return review(
        await shelf.approve(SHELF_KIND_DEFINITIONS[kind], { operatorId, ...decision }),
        operatorId,
        kind,
      );
    },

    async reject(operatorId: string, decision: Decision<{ reason: string }>) {
      const kind = await shelf.kindOf(decision.id);
      return review(
        await shelf.reject(SHELF_KIND_DEFINITIONS[kind], { operatorId, ...decision }),
        operatorId,
        kind,
      );
    },

    async offShelf(operatorId: string, decision: Decision<{ reason: string }>) {
      const kind = await shelf.kindOf(decision.id);
      return review(
        await shelf.offShelfByOperator(SHELF_KIND_DEFINITIONS[kind], { operatorId, ...decision }),
        operatorId,
        kind,
      );
    },
  };
};

export type ShelfReviewService = ReturnType<typeof createShelfReview>;
