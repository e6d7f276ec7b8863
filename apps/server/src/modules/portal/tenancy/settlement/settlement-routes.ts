import {
  approveSettlement,
  getEnterpriseSettledInfo,
  getEnterpriseSettledStatus,
  getSettlementLicenceLink,
  getSettlementReview,
  listSettlementQueue,
  rejectSettlement,
  saveSettlementDraft,
  submitSettlement,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { SettlementQueue } from './settlement-queue-queries.ts';
import type { SettlementService } from './settlement-service.ts';

/** SPEC.md §7 enterprise settlement: the applicant's form and status, and the operator's queue and review. */
export const settlementRoutes = async (
  app: FastifyInstance,
  deps: { settlement: SettlementService; queue: SettlementQueue },
) => {
  const { settlement, queue } = deps;

  registerEndpoint(app, getEnterpriseSettledStatus, async ({ principal }) => {
    const user = signedInCaller(principal);
    const row = await settlement.latestOf(user.user.id);
    const application = row ? await settlement.view(row) : null;
    return {
      settled: Boolean(user.tenant && user.tenant.roles.length > 0),
      tenantId: user.tenant?.tenantId ?? null,
      roles: user.tenant?.roles ?? [],
      application: application && {
        applicationId: application.applicationId,
        status: application.status,
        name: application.values.name,
        waitingSeconds: application.waitingSeconds,
      },
    };
  });

  registerEndpoint(app, getEnterpriseSettledInfo, ({ principal }) =>
    settlement.mine(signedInCaller(principal).user.id),
  );

  registerEndpoint(app, saveSettlementDraft, ({ principal, body }) =>
    settlement.saveDraft(signedInCaller(principal).user.id, body),
  );

  registerEndpoint(app, submitSettlement, ({ principal, body }) =>
    settlement.submit(signedInCaller(principal).user.id, body),
  );

  registerEndpoint(app, getSettlementLicenceLink, async ({ principal, query }) => {
    const { user } = signedInCaller(principal);
    const fileId = await settlement.mayViewLicence(query.applicationId, user);
    const file = fileId ? await app.files.byId(fileId) : null;
    // someone else's application answers like a missing one
    if (!file) throw notFound('营业执照不存在或您无权查看');
    return app.files.privateLink(file);
  });

  registerEndpoint(app, listSettlementQueue, ({ query }) => queue.page(query));

  registerEndpoint(app, getSettlementReview, ({ principal, query }) =>
    settlement.review(query.applicationId, signedInCaller(principal).user.id),
  );

  registerEndpoint(app, approveSettlement, ({ principal, body }) =>
    settlement.approve(signedInCaller(principal).user.id, body.applicationId, body.remark),
  );

  registerEndpoint(app, rejectSettlement, ({ principal, body }) =>
    settlement.reject(signedInCaller(principal).user.id, body.applicationId, body.remark, body.fieldReasons),
  );
};
