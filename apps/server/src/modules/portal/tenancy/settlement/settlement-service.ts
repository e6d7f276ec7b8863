import {
  type FieldReasons,
  type OperatorRole,
  type OwnWork,
  type SettlementApplication,
  type SettlementDraft,
  type SettlementForm,
  type SettlementReview,
  WAITING_STATUSES,
} from '@rrsp/contract';
import type { AuditTrail } from '../../../../platform/audit/audit-trail.ts';
import type { Database, Executor, Transaction } from '../../../../platform/database/client.ts';
import type { EventLog } from '../../../../platform/events/events.ts';
import type { FileService } from '../../../../platform/files/file-service.ts';
import { badRequest, businessRule, conflict, notFound } from '../../../../platform/http/errors.ts';
import type { Memberships } from '../../../../platform/identity/memberships.ts';
import { operatorConflictOf, ownDecisionRefused } from '../../../../platform/identity/operator-conflict.ts';
import type { TenantRepository } from '../../../../platform/identity/tenants.ts';
import type { UserRepository } from '../../../../platform/identity/users.ts';
import { maskMobile } from '../../../../platform/masking.ts';
import type { QueueAlerts } from '../../../../platform/messaging/queue-alerts.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import type { RegionDirectory } from '../../../../platform/regions/region-directory.ts';
import { createSettlementChecks } from './settlement-checks.ts';
import { createSettlementRepository } from './settlement-repository.ts';
import { changedFields, columnsOf, fieldText, valuesOf } from './settlement-values.ts';
import type { SettlementApplicationRow } from './tables.ts';

export const SETTLEMENT_APPROVED = 'settlement.approved';
export const SETTLEMENT_REJECTED = 'settlement.rejected';
export const SUBMISSIONS_PER_DAY = 10;
export const DRAFT_SAVES_PER_HOUR = 120;

export interface SettlementServiceDeps {
  db: Database;
  files: FileService;
  regions: RegionDirectory;
  memberships: Memberships;
  tenants: TenantRepository;
  users: UserRepository;
  events: EventLog;
  limiter: RateLimiter;
  audit: AuditTrail;
  queueAlerts: QueueAlerts;
}

const isWaiting = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);

const waitingSecondsOf = (row: SettlementApplicationRow, now = Date.now()) =>
  isWaiting(row.status) && row.submittedAt
    ? Math.max(0, Math.floor((now - row.submittedAt.getTime()) / 1000))
    : null;

const underReview = () => conflict('申请正在审核中，暂不能修改；如需更正请等待审核结果');
const alreadyDecided = () => conflict('该申请已被处理，请刷新后查看最新状态');
/** What an operator decides here, for the refusal of a decision they are party to. */
const SETTLEMENT_DECISION = { verb: '审核', noun: '入驻申请' };
const licenceInvalid = () =>
  badRequest('营业执照文件无效或不属于您，请重新上传', [
    { field: 'licenceFileId', message: '请重新上传营业执照' },
  ]);

/** Enterprise settlement: the applicant's draft and submission, the operator's decision, the log of both. */
export const createSettlementService = (deps: SettlementServiceDeps) => {
  const { db, files, regions, memberships, tenants, users, events, limiter, audit } = deps;
  const applications = createSettlementRepository(db);
  const checks = createSettlementChecks({ ...deps, applications });

  /** A licence the applicant uploaded and that belongs to no other record; attached to the application. */
  const attachLicence = async (tx: Executor, userId: string, applicationId: string, fileId: string) => {
    // read on the transaction that holds the application's lock, never on a second connection from the pool
    const file = await files.byId(fileId, tx);
    const owner = `settlement:${applicationId}`;
    if (file?.kind !== 'licence' || file.ownerUserId !== userId) throw licenceInvalid();
    if (file.attachedTo === owner) return;
    if (file.attachedTo !== null) throw licenceInvalid();
    if ((await files.attach([fileId], 'licence', owner, tx)) !== 1) throw licenceInvalid();
  };

  const view = async (row: SettlementApplicationRow): Promise<SettlementApplication> => {
    const entries = await applications.logOf(row.id);
    const licence = row.licenceFileId ? await files.byId(row.licenceFileId) : null;
    const regionName = row.regionCode
      ? ((await regions.displayNames([row.regionCode])).get(row.regionCode) ?? null)
      : null;
    return {
      applicationId: row.id,
      status: row.status,
      values: valuesOf(row),
      regionName,
      licence: licence ? { fileId: licence.id, name: licence.originalName, size: licence.size } : null,
      round: row.round,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      waitingSeconds: waitingSecondsOf(row),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      rejectionRemark: row.rejectionRemark,
      fieldReasons: row.fieldReasons,
      tenantId: row.tenantId,
      log: entries.map(({ event, actorName }) => ({
        action: event.action,
        actorName: actorName ?? (event.actorRole === 'operator' ? '平台运营' : '申请人'),
        actorRole: event.actorRole,
        at: event.at.toISOString(),
        remark: event.remark,
        fieldReasons: event.fieldReasons,
        changedFields: event.changedFields,
      })),
    };
  };

  /** A changed value as the operator reads it: a region by its name, a licence by its file name. */
  const readable = async (field: string, value: string | null): Promise<string | null> => {
    if (!value) return value;
    if (field === 'regionCode') return (await regions.displayNames([value])).get(value) ?? value;
    if (field === 'licenceFileId') return (await files.byId(value))?.originalName ?? '（已删除的文件）';
    return value;
  };

  /** Why this operator may not decide on the application: their own, or for a tenant they are a member of. */
  const ownWorkOf = async (
    executor: Executor,
    row: { applicantUserId: string; creditCode: string | null },
    operatorId: string,
  ): Promise<OwnWork | null> => {
    if (row.applicantUserId === operatorId) return '自己提交';
    const settled = row.creditCode ? await tenants.byCreditCode(row.creditCode, executor) : null;
    return operatorConflictOf(executor, operatorId, settled?.id);
  };

  /**
   * The application an operator decides on, locked: it must be waiting, neither the operator's own nor for a tenant
   * (of its credit code) the operator is a member of.
   */
  const lockForDecision = async (tx: Transaction, applicationId: string, operatorId: string) => {
    const row = await applications.lockById(applicationId, tx);
    if (!row || row.status === 'draft') throw notFound('入驻申请不存在');
    if (!isWaiting(row.status)) throw alreadyDecided();
    const ownWork = await ownWorkOf(tx, row, operatorId);
    if (ownWork) throw ownDecisionRefused(SETTLEMENT_DECISION, ownWork);
    return row;
  };

  return {
    latestOf: applications.latestOf,
    view,

    async mine(userId: string): Promise<SettlementApplication | null> {
      const row = await applications.latestOf(userId);
      return row ? view(row) : null;
    },

    async saveDraft(userId: string, draft: SettlementDraft): Promise<SettlementApplication> {
      await limiter.hit([
        {
          bucket: `settlement-save:user:${userId}`,
          limit: DRAFT_SAVES_PER_HOUR,
          windowSeconds: 3600,
          message: '保存过于频繁',
        },
      ]);
      const saved = await db.transaction(async (tx) => {
        const row = await applications.lockOpen(userId, tx);
        if (isWaiting(row.status)) throw underReview();
        if (draft.licenceFileId) await attachLicence(tx, userId, row.id, draft.licenceFileId);
        const next = { ...row, ...columnsOf(draft) };
        const changed = changedFields(valuesOf(row), valuesOf(next));
        if (changed.length === 0 && row.round > 0) return row;
        const updated = await applications.saveValues(row.id, columnsOf(draft), tx);
        if (changed.length > 0) {
          await applications.log(
            {
              applicationId: row.id,
              action: 'saved',
              actorUserId: userId,
              actorRole: 'applicant',
              changedFields: changed,
            },
            tx,
          );
        }
        return updated ?? row;
      });
      return view(saved);
    },

    async submit(userId: string, form: SettlementForm): Promise<SettlementApplication> {
      await limiter.hit([
        {
          bucket: `settlement-submit:user:${userId}`,
          limit: SUBMISSIONS_PER_DAY,
          windowSeconds: 86_400,
          message: '今日提交次数已达上限',
        },
      ]);
      const region = await regions.byCode(form.regionCode);
      if (region?.level !== 4) {
        throw badRequest('所选地区不存在，请重新选择到乡镇（街道）', [
          { field: 'regionCode', message: '地区不存在' },
        ]);
      }
      const submitted = await db.transaction(async (tx) => {
        const row = await applications.lockOpen(userId, tx);
        if (isWaiting(row.status)) throw underReview();
        await attachLicence(tx, userId, row.id, form.licenceFileId);
        const [last] = await applications.lastSubmissions(row.id, 1, tx);
        const updated = await applications.submit(row, form, tx);
        await deps.queueAlerts.alert(tx, 'settlement', { except: userId });
        const values = valuesOf(updated);
        await applications.log(
          {
            applicationId: row.id,
            action: row.round > 0 ? 'resubmitted' : 'submitted',
            actorUserId: userId,
            actorRole: 'applicant',
            changedFields: last?.snapshot ? changedFields(last.snapshot, values) : [],
            snapshot: values,
          },
          tx,
        );
        return updated;
      });
      return view(submitted);
    },

    /**
     * Who may see an application's licence: its applicant, the admins of the tenant it settled, and the operators who
     * review settlements.
     */
    async mayViewLicence(
      applicationId: string,
      reader: { id: string; operatorRoles: readonly OperatorRole[] },
    ): Promise<string | null> {
      const row = await applications.byId(applicationId);
      if (!row?.licenceFileId) return null;
      if (reader.operatorRoles.includes('marketReviewer') || row.applicantUserId === reader.id) {
        return row.licenceFileId;
      }
      if (!row.tenantId) return null;
      return (await memberships.isAdminOf(row.tenantId, reader.id)) ? row.licenceFileId : null;
    },

    async review(applicationId: string, operatorId: string): Promise<SettlementReview> {
      const row = await applications.byId(applicationId);
      if (!row || row.status === 'draft') throw notFound('入驻申请不存在');
      const applicant = await users.byId(row.applicantUserId);
      const submissions = await applications.lastSubmissions(row.id, 2);
      const [latest, before] = submissions.map((entry) => entry.snapshot);
      const changes =
        latest && before
          ? await Promise.all(
              changedFields(before, latest).map(async (field) => ({
                field,
                before: await readable(field, fieldText(before, field)),
                after: await readable(field, fieldText(latest, field)),
              })),
            )
          : [];
      return {
        ...(await view(row)),
        applicantName: applicant?.nickName ?? '（账号已注销）',
        applicantMobile: applicant?.mobile ? maskMobile(applicant.mobile) : null,
        checks: await checks.run(row),
        changes,
        ownWork: await ownWorkOf(db, row, operatorId),
      };
    },

    /**
     * Approves a waiting application, in one transaction on the locked row: the tenant is made (or, when the applicant
     * already administers the tenant of that code, given the new roles), the applicant becomes its admin. The SMS and
     * the notice follow from the approval event.
     */
    async approve(operatorId: string, applicationId: string, remark: string | undefined) {
      return db.transaction(async (tx) => {
        const row = await lockForDecision(tx, applicationId, operatorId);
        if (!row.creditCode || !row.name || !row.type || !row.regionCode) {
          throw businessRule('申请内容不完整，无法通过');
        }
        const existing = await tenants.lockByCreditCode(row.creditCode, tx);
        if (
          existing?.status === 'approved' &&
          !(await memberships.isAdminOf(existing.id, row.applicantUserId, tx))
        ) {
          throw businessRule(
            `该统一社会信用代码已由「${existing.name}」入驻，申请人不是其管理员，不能通过；请驳回并告知申请人联系该主体管理员邀请加入`,
          );
        }
        const tenantId = await tenants.settle(
          {
            name: row.name,
            creditCode: row.creditCode,
            type: row.type,
            regionCode: row.regionCode,
            roles: row.roles,
          },
          existing,
          tx,
        );
        await memberships.join(tenantId, row.applicantUserId, tx);
        await memberships.setAdmin(tenantId, row.applicantUserId, true, tx);
        await applications.markApproved(row.id, tenantId, operatorId, tx);
        await applications.log(
          {
            applicationId: row.id,
            action: 'approved',
            actorUserId: operatorId,
            actorRole: 'operator',
            remark: remark ?? null,
          },
          tx,
        );
        await events.record(tx, {
          type: SETTLEMENT_APPROVED,
          payload: { applicationId: row.id },
          actorUserId: operatorId,
        });
        await audit.record(tx, {
          operatorId,
          action: 'settlement.approve',
          object: { type: 'settlementApplication', id: row.id, label: row.name },
          before: { status: row.status, tenantId: row.tenantId, roles: row.roles },
          after: { status: 'approved', tenantId, roles: row.roles },
          remark: remark ?? null,
        });
        return { applicationId: row.id, tenantId };
      });
    },

    async reject(
      operatorId: string,
      applicationId: string,
      remark: string | undefined,
      fieldReasons: FieldReasons,
    ) {
      return db.transaction(async (tx) => {
        const row = await lockForDecision(tx, applicationId, operatorId);
        await applications.markRejected(row.id, { operatorId, remark: remark ?? null, fieldReasons }, tx);
        await applications.log(
          {
            applicationId: row.id,
            action: 'rejected',
            actorUserId: operatorId,
            actorRole: 'operator',
            remark: remark ?? null,
            fieldReasons,
          },
          tx,
        );
        await events.record(tx, {
          type: SETTLEMENT_REJECTED,
          payload: { applicationId: row.id },
          actorUserId: operatorId,
        });
        await audit.record(tx, {
          operatorId,
          action: 'settlement.reject',
          object: { type: 'settlementApplication', id: row.id, label: row.name ?? '' },
          before: { status: row.status, fieldReasons: row.fieldReasons },
          after: { status: 'rejected', fieldReasons },
          remark: remark ?? null,
        });
        return { applicationId: row.id };
      });
    },

    byId: applications.byId,
  };
};

export type SettlementService = ReturnType<typeof createSettlementService>;
