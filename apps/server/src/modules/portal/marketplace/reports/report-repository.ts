import {
  type PageQuery,
  REPORT_STATES,
  type ReportOutcome,
  type ReportReason,
  type ReportRow,
  type ReportState,
} from '@rrsp/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../platform/database/client.ts';
import { offsetOf } from '../../../../platform/database/paging.ts';
import { tenantMembers, tenants, users } from '../../../../platform/identity/tables.ts';
import { shelfItems, shelfRevisions } from '../shelf/tables.ts';
import { shelfReports } from './tables.ts';

/** Reports with what the operator's queue shows beside each: the item, its publisher and the reporter. */
export const createReportRepository = (db: Database) => {
  /** `viewerId`: the operator reading, whose own tenants' items are marked. */
  const rowsQuery = (viewerId: string) =>
    db
      .select({
        report: shelfReports,
        itemKind: shelfItems.kind,
        itemShelf: shelfItems.shelf,
        itemName: shelfRevisions.name,
        tenantName: tenants.name,
        reporterName: users.nickName,
        viewerIsMember: sql<boolean>`exists (select 1 from ${tenantMembers} where ${tenantMembers.tenantId} = ${shelfItems.tenantId} and ${tenantMembers.userId} = ${viewerId})`,
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
    ownWork: joined.viewerIsMember ? '本人所在主体' : null,
  });

  return {
    /** Who filed these reports, each once. */
    async reportersOf(ids: string[], executor: Executor): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await executor
        .selectDistinct({ userId: shelfReports.reporterUserId })
        .from(shelfReports)
        .where(inArray(shelfReports.id, ids));
      return rows.map((row) => row.userId);
    },

    async insert(
      report: {
        itemId: string;
        reporterUserId: string;
        reason: ReportReason;
        detail: string;
      },
      executor: Executor = db,
    ): Promise<string> {
      const [created] = await executor.insert(shelfReports).values(report).returning({ id: shelfReports.id });
      if (!created) throw new Error('report insert returned nothing');
      return created.id;
    },

    /** The reported item's kind, its tenant (which never changes) and whether it was deleted. */
    async itemOf(itemId: string) {
      const [item] = await db
        .select({ kind: shelfItems.kind, tenantId: shelfItems.tenantId, deleted: shelfItems.deletedAt })
        .from(shelfItems)
        .where(eq(shelfItems.id, itemId));
      return item ?? null;
    },

    /** The item's open reports, locked until the transaction ends: parallel operators settle them once. */
    async lockOpenOf(itemId: string, tx: Executor): Promise<string[]> {
      const open = await tx
        .select({ id: shelfReports.id })
        .from(shelfReports)
        .where(and(eq(shelfReports.itemId, itemId), eq(shelfReports.state, 'open')))
        .for('update');
      return open.map((entry) => entry.id);
    },

    async settle(
      ids: string[],
      decision: { outcome: ReportOutcome; remark: string; operatorId: string },
      tx: Executor,
    ): Promise<void> {
      await tx
        .update(shelfReports)
        .set({
          state: 'handled',
          outcome: decision.outcome,
          remark: decision.remark,
          handledBy: decision.operatorId,
          handledAt: sql`now()`,
        })
        .where(inArray(shelfReports.id, ids));
    },

    async row(id: string, viewerId: string): Promise<ReportRow | null> {
      const [row] = await rowsQuery(viewerId).where(eq(shelfReports.id, id));
      return row ? rowOf(row) : null;
    },

    /** A page of one state's reports: the oldest open ones first, the latest handled ones first. */
    async page(state: ReportState, paging: PageQuery, viewerId: string) {
      const where = eq(shelfReports.state, state);
      const [total] = await db.select({ n: count() }).from(shelfReports).where(where);
      const rows = await rowsQuery(viewerId)
        .where(where)
        .orderBy(
          state === 'open' ? asc(shelfReports.createdAt) : desc(shelfReports.handledAt),
          asc(shelfReports.id),
        )
        .limit(paging.pageSize)
        .offset(offsetOf(paging));
      return { rows: rows.map(rowOf), total: total?.n ?? 0 };
    },

    /** How long the report that has waited longest has waited, by the database's clock; null when none is open. */
    async oldestOpenSeconds(): Promise<number | null> {
      const [oldest] = await db
        .select({
          seconds: sql<number | null>`floor(extract(epoch from now() - min(${shelfReports.createdAt})))::int`,
        })
        .from(shelfReports)
        .where(eq(shelfReports.state, 'open'));
      return oldest?.seconds ?? null;
    },

    async countsByState(): Promise<Record<ReportState, number>> {
      const counted = await db
        .select({ state: shelfReports.state, n: count() })
        .from(shelfReports)
        .groupBy(shelfReports.state);
      return Object.fromEntries(
        REPORT_STATES.map((state) => [state, counted.find((entry) => entry.state === state)?.n ?? 0]),
      ) as Record<ReportState, number>;
    },
  };
};

export type ReportRepository = ReturnType<typeof createReportRepository>;
