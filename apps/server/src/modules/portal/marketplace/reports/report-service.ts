import {
  type PageQuery,
  REPORTS_PER_USER_PER_DAY,
  type ReportOutcome,
  type ReportReason,
  type ReportState,
  SHELF_KIND_LABELS,
} from '@rrsp/contract';
import type { AuditTrail } from '../../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../../platform/database/client.ts';
import { AppError, businessRule, notFound, tooManyRequests } from '../../../../platform/http/errors.ts';
import { refuseOperatorConflict } from '../../../../platform/identity/operator-conflict.ts';
import type { Membership } from '../../../../platform/identity/principal.ts';
import type { Messenger } from '../../../../platform/messaging/messenger.ts';
import type { QueueAlerts } from '../../../../platform/messaging/queue-alerts.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { ShelfRepository } from '../shelf/shelf-repository.ts';
import type { ShelfService } from '../shelf/shelf-service.ts';
import { SHELF_KIND_DEFINITIONS } from '../shelf-kind-registry.ts';
import type { ReportRepository } from './report-repository.ts';

/** Reports (举报): filed by signed-in users on items on the shelf, worked through by operators. */
export const createReportService = (deps: {
  db: Database;
  reports: ReportRepository;
  items: ShelfRepository;
  shelf: ShelfService;
  limiter: RateLimiter;
  audit: AuditTrail;
  queueAlerts: QueueAlerts;
  messenger: Messenger;
}) => {
  const { db, reports, items, shelf, limiter, audit, queueAlerts, messenger } = deps;

  return {
    /** Files a report; one a day per item and user, and a daily number per user, both claimed before the write. */
    async submit(
      reporter: { userId: string; memberships: Membership[] },
      report: { itemId: string; reason: ReportReason; detail: string },
    ): Promise<{ id: string }> {
      const item = await items.onShelf(report.itemId);
      if (!item) throw notFound('该服务或产品不存在或已下架');
      if (reporter.memberships.some((membership) => membership.tenantId === item.tenantId)) {
        throw businessRule('不能举报本主体发布的内容');
      }
      const perItem = await limiter.claim(`report:user-item:${reporter.userId}:${item.id}`, 86_400, 1);
      if (!perItem) throw tooManyRequests('您今天已举报过该内容，平台会尽快核实处理');
      const perUser = await limiter.claim(`report:user:${reporter.userId}`, 86_400, REPORTS_PER_USER_PER_DAY);
      if (!perUser) {
        await perItem.undo();
        throw tooManyRequests(`每天最多提交 ${REPORTS_PER_USER_PER_DAY} 次举报，请明天再试`);
      }
      const id = await db.transaction(async (tx) => {
        const inserted = await reports.insert(
          { itemId: item.id, reporterUserId: reporter.userId, reason: report.reason, detail: report.detail },
          tx,
        );
        await queueAlerts.alert(tx, 'reports', { except: reporter.userId });
        return inserted;
      });
      return { id };
    },

    async page(operatorId: string, query: PageQuery & { state: ReportState }) {
      const [{ rows, total }, counts, oldest] = await Promise.all([
        reports.page(query.state, query, operatorId),
        reports.countsByState(),
        reports.oldestOpenSeconds(),
      ]);
      return {
        rows,
        total,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        counts,
        oldestWaitingSeconds: oldest,
      };
    },

    /**
     * Takes the reported item off the shelf, or dismisses the report; either settles every open report of the item.
     * One transaction: the item's open reports are locked first, so two operators deciding at once cannot both settle
     * them, and the item leaves the shelf only together with the reports that took it down.
     */
    async handle(operatorId: string, decision: { id: string; outcome: ReportOutcome; remark: string }) {
      // read before the transaction: no second connection is taken while the reports are locked
      const report = await reports.row(decision.id, operatorId);
      if (!report) throw notFound('该举报不存在');
      const settledAlready = () => new AppError('ILLEGAL_TRANSITION', '该举报已处理，请刷新后查看');
      const reported = await reports.itemOf(report.itemId);
      await db.transaction(async (tx) => {
        const open = await reports.lockOpenOf(report.itemId, tx);
        if (!open.includes(decision.id)) throw settledAlready();
        // either outcome is a decision about the publisher: not one for an operator who is among its members
        await refuseOperatorConflict(tx, operatorId, reported?.tenantId, {
          verb: '处理',
          noun: `${reported ? SHELF_KIND_LABELS[reported.kind] : '内容'}举报`,
        });
        if (decision.outcome === 'offShelf' && reported && !reported.deleted) {
          const item = await shelf.lock(tx, reported.kind, report.itemId, null);
          // already off (the publisher took it down meanwhile): the reports are settled all the same
          if (item.shelf === 'on') {
            await shelf.offShelfByOperator(SHELF_KIND_DEFINITIONS[reported.kind], {
              operatorId,
              id: report.itemId,
              version: null,
              reason: decision.remark,
              executor: tx,
            });
          }
        }
        await reports.settle(open, { outcome: decision.outcome, remark: decision.remark, operatorId }, tx);
        // every reporter of the item hears the outcome; the operator's remark stays in the console
        const noun = reported ? SHELF_KIND_LABELS[reported.kind] : '内容';
        const reporters = await reports.reportersOf(open, tx);
        await messenger.send(
          reporters.map((userId) => ({
            userId,
            kind: 'report.outcome' as const,
            title: decision.outcome === 'offShelf' ? '举报已核实，内容已下架' : '举报已处理',
            body:
              decision.outcome === 'offShelf'
                ? `您举报的${noun}「${report.itemName}」经平台核实已下架，感谢您的监督。`
                : `您举报的${noun}「${report.itemName}」经平台核实未发现违规，内容保持上架。如有新的线索，欢迎再次举报。`,
            link: null,
            dedupeKey: `report-outcome:${decision.id}:${userId}`,
          })),
          { executor: tx },
        );
        await audit.record(tx, {
          operatorId,
          action: 'report.handle',
          object: { type: 'report', id: decision.id, label: report.itemName },
          before: { state: 'open' },
          // the item's other open reports are settled with it
          after: { state: 'handled', outcome: decision.outcome, settledReports: open },
          remark: decision.remark,
        });
      });
      const row = await reports.row(decision.id, operatorId);
      if (!row) throw notFound('该举报不存在');
      return row;
    },
  };
};

export type ReportService = ReturnType<typeof createReportService>;
