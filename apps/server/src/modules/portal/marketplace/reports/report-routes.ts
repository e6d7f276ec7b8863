import {
  handleReport,
  listReports,
  REPORT_STATES,
  REPORTS_PER_USER_PER_DAY,
  type ReportRow,
  type ReportState,
  submitReport,
} from '@rrsp/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../platform/database/client.ts';
import { offsetOf } from '../../../../platform/database/paging.ts';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { AppError, businessRule, notFound, tooManyRequests } from '../../../../platform/http/errors.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import { tenants, users } from '../../../../platform/identity/tables.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { ShelfService } from '../shelf/shelf-service.ts';
import { shelfItems, shelfRevisions } from '../shelf/tables.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import { shelfReports } from './tables.ts';

/** Reports (举报): filed by signed-in users on items on the shelf, worked through by operators. */
export const reportRoutes = async (
  app: FastifyInstance,
  deps: { db: Database; shelf: ShelfService; limiter: RateLimiter },
) => {
  const { db, shelf, limiter } = deps;

  const rowsQuery = () =>
    db
      .select({
        report: shelfReports,
        itemKind: shelfItems.kind,
        itemShelf: shelfItems.shelf,
        itemName: shelfRevisions.name,
        tenantName: tenants.name,
        reporterName: users.nickName,
      })
      .from(shelfReports)
      .innerJoin(shelfItems, eq(shelfItems.id, shelfReports.itemId))
      .innerJoin(
        shelfRevisions,
        eq(shelfRevisions.id, sql`coalesce(${shelfItems.listedRevisionId}, ${shelfItems.workingRevisionId})`),
      )
      .innerJoin(tenants, eq(tenants.id, shelfItems.tenantId))
      .leftJoin(users, eq(users.id, shelfReports.reporterUserId));

  type Joined = Awaited<ReturnType<typeof rowsQuery>>[number];

  const rowOf = ({ report, ...joined }: Joined): ReportRow => ({
    id: report.id,
    itemId: report.itemId,
    itemKind: joined.itemKind,
    itemName: joined.itemName,
    itemShelf: joined.itemShelf,
    tenantName: joined.tenantName,
    reason: report.reason,
    detail: report.detail,
    reporterName: joined.reporterName ?? '（账号已注销）',
    state: report.state,
    outcome: report.outcome,
    remark: report.remark,
    createdAt: report.createdAt.toISOString(),
    handledAt: report.handledAt?.toISOString() ?? null,
  });

  registerEndpoint(app, submitReport, async ({ principal, body }) => {
    const user = signedInCaller(principal);
    const [item] = await db
      .select({ id: shelfItems.id, tenantId: shelfItems.tenantId })
      .from(shelfItems)
      .where(and(eq(shelfItems.id, body.itemId), eq(shelfItems.shelf, 'on'), isNull(shelfItems.deletedAt)));
    if (!item) throw notFound('该服务或产品不存在或已下架');
    if (user.memberships.some((membership) => membership.tenantId === item.tenantId)) {
      throw businessRule('不能举报本主体发布的内容');
    }
    const perItem = await limiter.claim(`report:user-item:${user.user.id}:${item.id}`, 86_400, 1);
    if (!perItem) throw tooManyRequests('您今天已举报过该内容，平台会尽快核实处理');
    const perUser = await limiter.claim(`report:user:${user.user.id}`, 86_400, REPORTS_PER_USER_PER_DAY);
    if (!perUser) {
      await perItem.undo();
      throw tooManyRequests(`每天最多提交 ${REPORTS_PER_USER_PER_DAY} 次举报，请明天再试`);
    }
    const [created] = await db
      .insert(shelfReports)
      .values({ itemId: item.id, reporterUserId: user.user.id, reason: body.reason, detail: body.detail })
      .returning({ id: shelfReports.id });
    if (!created) throw new Error('report insert returned nothing');
    return { id: created.id };
  });

  registerEndpoint(app, listReports, async ({ body }) => {
    const where = eq(shelfReports.state, body.state);
    const [total] = await db.select({ n: count() }).from(shelfReports).where(where);
    const rows = await rowsQuery()
      .where(where)
      .orderBy(
        body.state === 'open' ? asc(shelfReports.createdAt) : desc(shelfReports.handledAt),
        asc(shelfReports.id),
      )
      .limit(body.pageSize)
      .offset(offsetOf(body));
    const counted = await db
      .select({ state: shelfReports.state, n: count() })
      .from(shelfReports)
      .groupBy(shelfReports.state);
    return {
      rows: rows.map(rowOf),
      total: total?.n ?? 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: Object.fromEntries(
        REPORT_STATES.map((state) => [state, counted.find((entry) => entry.state === state)?.n ?? 0]),
      ) as Record<ReportState, number>,
    };
  });

  registerEndpoint(app, handleReport, async ({ principal, body }) => {
    const operatorId = signedInCaller(principal).user.id;
    const [report] = await db.select().from(shelfReports).where(eq(shelfReports.id, body.id));
    if (!report) throw notFound('该举报不存在');
    const settledAlready = () => new AppError('ILLEGAL_TRANSITION', '该举报已处理，请刷新后查看');
    // read before the transaction: no second connection is taken while the reports are locked
    const [reported] = await db
      .select({ kind: shelfItems.kind, deleted: shelfItems.deletedAt })
      .from(shelfItems)
      .where(eq(shelfItems.id, report.itemId));
    // one transaction: the item's open reports are locked first, so two operators deciding at once cannot both settle
    // them, and the item leaves the shelf only together with the reports that took it down
    await db.transaction(async (tx) => {
      const open = await tx
        .select({ id: shelfReports.id })
        .from(shelfReports)
        .where(and(eq(shelfReports.itemId, report.itemId), eq(shelfReports.state, 'open')))
        .for('update');
      if (!open.some((entry) => entry.id === body.id)) throw settledAlready();
      if (body.outcome === 'offShelf' && reported && !reported.deleted) {
        const item = await shelf.lock(tx, reported.kind, report.itemId, null);
        // already off (the publisher took it down meanwhile): the reports are settled all the same
        if (item.shelf === 'on') {
          await shelf.offShelfByOperator(SHELF_KIND_DEFINITIONS[reported.kind], {
            operatorId,
            id: report.itemId,
            version: null,
            reason: body.remark,
            executor: tx,
          });
        }
      }
      await tx
        .update(shelfReports)
        .set({
          state: 'handled',
          outcome: body.outcome,
          remark: body.remark,
          handledBy: operatorId,
          handledAt: sql`now()`,
        })
        .where(
          inArray(
            shelfReports.id,
            open.map((entry) => entry.id),
          ),
        );
    });
    const [row] = await rowsQuery().where(eq(shelfReports.id, body.id));
    if (!row) throw notFound('该举报不存在');
    return rowOf(row);
  });
};
