import {
  approveSettlement,
  getEnterpriseSettledInfo,
  getEnterpriseSettledStatus,
  getPlatformInfoAndTicket,
  getSettlementLicenceLink,
  getSettlementReview,
  listRegionChildren,
  listSettlementQueue,
  listThirdPlatformSettled,
  listWorkNotices,
  markWorkNoticesRead,
  rejectSettlement,
  saveSettlementDraft,
  settleOnPartner,
  submitSettlement,
} from '@rrsp/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { notFound, unauthorized } from '../../../../platform/http/errors.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import { createRegionDirectory } from '../../../../platform/regions/region-directory.ts';
import { regions as regionTable } from '../../../../platform/regions/tables.ts';
import { workNotices } from '../../messages/tables.ts';
import type { PartnerService } from '../partners/partner-service.ts';
import type { SettlementQueue } from './settlement-queue.ts';
import type { SettlementService } from './settlement-service.ts';

/** SPEC.md §7 enterprise settlement, the partner platforms, the operator's review, and the pickers they need. */
export const settlementRoutes = async (
  app: FastifyInstance,
  deps: { settlement: SettlementService; queue: SettlementQueue; partners: PartnerService },
) => {
  const { settlement, queue, partners } = deps;
  const regions = createRegionDirectory(app.db);

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
    const fileId = await settlement.mayViewLicence(query.applicationId, {
      userId: user.id,
      isOperator: user.isOperator,
    });
    const file = fileId ? await app.files.byId(fileId) : null;
    // someone else's application answers like a missing one
    if (!file) throw notFound('营业执照不存在或您无权查看');
    return app.files.privateLink(file);
  });

  registerEndpoint(app, listSettlementQueue, ({ query }) => queue.page(query));

  registerEndpoint(app, getSettlementReview, ({ query }) => settlement.review(query.applicationId));

  registerEndpoint(app, approveSettlement, ({ principal, body }) =>
    settlement.approve(signedInCaller(principal).user.id, body.applicationId, body.remark),
  );

  registerEndpoint(app, rejectSettlement, ({ principal, body }) =>
    settlement.reject(signedInCaller(principal).user.id, body.applicationId, body.remark, body.fieldReasons),
  );

  registerEndpoint(
    app,
    listRegionChildren,
    async ({ query }) => {
      const rows = query.parentCode
        ? await regions.children(query.parentCode)
        : await app.db.select().from(regionTable).where(eq(regionTable.level, 1)).orderBy(regionTable.code);
      return rows.map((row) => ({ code: row.code, name: row.name, leaf: row.level >= 4 }));
    },
    { publicRead: { tables: ['regions'] } },
  );

  registerEndpoint(app, listWorkNotices, async ({ principal }) => {
    const { user } = signedInCaller(principal);
    const rows = await app.db
      .select()
      .from(workNotices)
      .where(and(eq(workNotices.userId, user.id)))
      .orderBy(desc(workNotices.createdAt))
      .limit(20);
    return rows.map((row) => ({
      noticeId: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    }));
  });

  // only the caller's own notices change: another person's id is passed over like an unknown one
  registerEndpoint(app, markWorkNoticesRead, async ({ principal, body }) => {
    const { user } = signedInCaller(principal);
    const marked = await app.db
      .update(workNotices)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(workNotices.userId, user.id),
          isNull(workNotices.readAt),
          body.noticeIds ? inArray(workNotices.id, body.noticeIds) : undefined,
        ),
      )
      .returning({ id: workNotices.id });
    return { marked: marked.length };
  });

  registerEndpoint(app, listThirdPlatformSettled, ({ principal }) =>
    partners.list(signedInCaller(principal).tenant),
  );

  registerEndpoint(app, settleOnPartner, ({ principal, body }) => {
    const user = signedInCaller(principal);
    if (!user.tenant) throw unauthorized();
    return partners.settle(user.tenant, user.user.id, body.code);
  });

  registerEndpoint(app, getPlatformInfoAndTicket, ({ principal, query }) => {
    const user = signedInCaller(principal);
    return partners.jump(user.tenant, user.user.id, query.code);
  });
};
