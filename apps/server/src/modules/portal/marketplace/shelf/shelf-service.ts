import {
  decideShelfAction,
  type FieldIssue,
  type ShelfAction,
  type ShelfKind,
  type ShelfStatus,
} from '@rrsp/contract';
import type { AuditTrail } from '../../../../platform/audit/audit-trail.ts';
import type { Database, Executor, Transaction } from '../../../../platform/database/client.ts';
import type { EventLog } from '../../../../platform/events/events.ts';
import type { FileService } from '../../../../platform/files/file-service.ts';
import { AppError, badRequest, notFound } from '../../../../platform/http/errors.ts';
import { refuseOperatorConflict } from '../../../../platform/identity/operator-conflict.ts';
import type { QueueAlerts } from '../../../../platform/messaging/queue-alerts.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { createShelfRepository, type ItemChange } from './shelf-repository.ts';
import type { RevisionColumns } from './shelf-values.ts';
import type { ShelfItemRow } from './tables.ts';

/** Raised on the operator's decisions; the owner hears of them in their work area (shelf-notices.ts). */
export const SHELF_DECIDED = 'shelf.decided';
export const SAVES_PER_TENANT_PER_HOUR = 300;
export const ITEMS_PER_TENANT = 500;

/** What differs between products and services: how a version is checked, compared and pictured. */
export interface ShelfKindRules {
  kind: ShelfKind;
  /** A noun for messages: 服务, 产品. */
  label: string;
  /** What keeps the version from going to audit (a draft may be incomplete; audit needs everything). */
  readinessIssues(columns: RevisionColumns): FieldIssue[];
  changedFields(before: RevisionColumns | null, after: RevisionColumns): string[];
  imageIds(columns: RevisionColumns): string[];
  /** The private files the version rests on (a product's certificates); none for a kind without any. */
  evidenceIds(columns: RevisionColumns): string[];
}

export interface Owner {
  tenantId: string;
  userId: string;
}

/** An operator's decision on one item: `version` is what the operator saw (null when the decision is not about
 * the content, such as a report), `executor` a transaction the caller already holds. */
export interface OperatorDecision {
  operatorId: string;
  id: string;
  version: number | null;
  executor?: Transaction | undefined;
}

export interface Actor {
  userId: string;
  role: 'owner' | 'operator';
}

const statusOf = (item: Pick<ShelfItemRow, 'audit' | 'shelf'>): ShelfStatus => ({
  audit: item.audit,
  shelf: item.shelf,
});

const illegal = (message: string) => new AppError('ILLEGAL_TRANSITION', message);

const incomplete = (label: string, issues: FieldIssue[]) =>
  badRequest(`${label}内容还不完整，请按提示补全后再提交审核`, issues);

/**
 * The shelf of products and services: every change of state goes through `decideShelfAction` on a locked row, in one
 * transaction with the line it appends to the item's log, so parallel requests cannot both pass a check the other
 * invalidates, and an illegal action changes nothing.
 */
export const createShelfService = (deps: {
  db: Database;
  files: FileService;
  events: EventLog;
  limiter: RateLimiter;
  audit: AuditTrail;
  queueAlerts: QueueAlerts;
}) => {
  const { db, files, events, limiter, audit, queueAlerts } = deps;
  const items = createShelfRepository(db);

  // another tenant's item answers like a missing one
  const missing = () => notFound('该内容不存在或已被删除');

  /** The item, locked for a change in the caller's transaction; `tenantId` null for an operator. */
  const lock = async (tx: Executor, kind: ShelfKind, id: string, tenantId: string | null) => {
    const item = await items.lock(kind, id, tenantId, tx);
    if (!item) throw missing();
    return item;
  };

  /** The item, to read; `tenantId` null for an operator. */
  const find = async (kind: ShelfKind, id: string, tenantId: string | null) => {
    const item = await items.find(kind, id, tenantId);
    if (!item) throw missing();
    return item;
  };

  const revision = (executor: Executor, id: string | null) => items.revision(id, executor);

  /** Appends one line to the item's log, from the state the item is leaving. */
  const append = (
    tx: Executor,
    item: ShelfItemRow,
    entry: {
      action: ShelfAction;
      actor: Actor;
      to: ShelfStatus | null;
      remark?: string | null;
      changedFields?: string[];
      revisionId?: string | null;
    },
  ) =>
    items.appendLog(
      item.id,
      {
        action: entry.action,
        actorUserId: entry.actor.userId,
        actorRole: entry.actor.role,
        remark: entry.remark ?? null,
        changedFields: entry.changedFields ?? [],
        from: statusOf(item),
        to: entry.to,
        revisionId: entry.revisionId ?? null,
      },
      tx,
    );

  /** Changes the item; a new wait in the review queue is news for its reviewers (not for the item's author). */
  const change = async (tx: Executor, item: ShelfItemRow, itemChange: ItemChange) => {
    await items.changeItem(item.id, itemChange, tx);
    if (itemChange.startWait) await queueAlerts.alert(tx, 'shelf', { except: item.createdBy });
  };

  const decide = (item: ShelfItemRow, action: ShelfAction): ShelfStatus | 'deleted' => {
    const decision = decideShelfAction(statusOf(item), action);
    if (!decision.allowed) throw illegal(decision.message);
    return decision.next;
  };

  const nextStatus = (item: ShelfItemRow, action: Exclude<ShelfAction, 'delete'>): ShelfStatus => {
    const next = decide(item, action);
    if (next === 'deleted') throw new Error(`${action} cannot delete`);
    return next;
  };

  /**
   * The region must exist and be a county or a township. Read on the caller's executor: inside a transaction that holds
   * a row lock, a second connection from the pool could wait behind the very requests queued on that lock.
   */
  const regionIssues = async (executor: Executor, code: string | null): Promise<FieldIssue[]> => {
    if (!code) return [];
    const level = await items.regionLevel(code, executor);
    return level !== null && level >= 3
      ? []
      : [{ field: 'regionCode', message: '所选地区不存在，请重新选择到区县或乡镇' }];
  };

  /**
   * The pictures must be images their uploader (a member of this tenant) uploaded and nobody attached elsewhere, or
   * already belong to this item; new ones are attached to it in the caller's transaction.
   */
  const attachFiles = async (
    tx: Executor,
    itemId: string,
    userId: string,
    ids: string[],
    kind: 'image' | 'certificate',
    refusal: () => AppError,
  ) => {
    if (ids.length === 0) return;
    const owner = `shelf:${itemId}`;
    const rows = await files.lockByIds(ids, tx);
    const usable = rows.filter(
      (row) =>
        row.kind === kind &&
        (row.attachedTo === owner || (row.attachedTo === null && row.ownerUserId === userId)),
    );
    if (usable.length !== new Set(ids).size) throw refusal();
    const fresh = usable.filter((row) => row.attachedTo === null).map((row) => row.id);
    await files.attach(fresh, kind, owner, tx);
  };

  const badImages = () =>
    badRequest('图片无效或已被使用，请重新上传', [
      { field: 'imageFileIds', message: '有图片无效，请删除后重新上传' },
    ]);

  // a certificate is private: one uploaded by someone else, or kept for another item, is never taken (issue 24)
  const badCertificates = () =>
    badRequest('认证证书照片无效或已被使用，请重新上传', [
      { field: 'certifications', message: '有证书照片无效，请重新上传' },
    ]);

  const versionOf = (executor: Executor, itemId: string): Promise<number> =>
    items.versionOf(itemId, executor);

  /**
   * Locked for an operator's decision: refused to an operator who is a member of the item's tenant, and when the
   * publisher changed it since the operator read it.
   */
  const lockSeen = async (tx: Transaction, rules: ShelfKindRules, decision: OperatorDecision) => {
    const item = await lock(tx, rules.kind, decision.id, null);
    await refuseOperatorConflict(tx, decision.operatorId, item.tenantId, { verb: '审核', noun: rules.label });
    if (decision.version !== null && (await versionOf(tx, item.id)) !== decision.version) {
      throw illegal('发布方刚刚修改了内容，请刷新后重新审核');
    }
    return item;
  };

  /** Runs in the caller's transaction when given one (a report settled with the item), else in its own. */
  const inTransaction = <T>(executor: Transaction | undefined, work: (tx: Transaction) => Promise<T>) =>
    executor ? work(executor) : db.transaction(work);

  /**
   * An operator's decision on the item as it was locked: the event its notices follow from, and its row in the audit
   * trail, both on the decision's transaction.
   */
  const recordDecision = async (
    tx: Transaction,
    item: ShelfItemRow,
    decision: {
      action: 'approve' | 'reject' | 'offShelf';
      operatorId: string;
      to: ShelfStatus;
      remark: string | null;
    },
  ) => {
    const { action, operatorId } = decision;
    await events.record(tx, {
      type: SHELF_DECIDED,
      payload: { itemId: item.id, action },
      actorUserId: operatorId,
    });
    const named = (await revision(tx, item.workingRevisionId)) ?? (await revision(tx, item.listedRevisionId));
    await audit.record(tx, {
      operatorId,
      action: `shelf.${action}`,
      object: { type: item.kind, id: item.id, label: named?.name ?? '' },
      before: statusOf(item),
      after: decision.to,
      remark: decision.remark,
    });
  };

  return {
    lock,
    find,
    revision,
    versionOf,

    /** Which kind an item is (the operator's calls name only the id). */
    async kindOf(id: string): Promise<ShelfKind> {
      const kind = await items.kindOf(id);
      if (!kind) throw missing();
      return kind;
    },

    /**
     * saveOrUpdate: writes the working version. A working version that is not on the shelf is updated in place; the
     * listed one is never touched, so an edit of an approved item is a new version that waits for audit while the
     * approved one stays on the shelf. Going to (or staying in) audit needs a complete version.
     */
    async save(rules: ShelfKindRules, owner: Owner, id: string | undefined, columns: RevisionColumns) {
      await limiter.hit([
        {
          bucket: `shelf-save:tenant:${owner.tenantId}`,
          limit: SAVES_PER_TENANT_PER_HOUR,
          windowSeconds: 3600,
          message: '保存过于频繁',
        },
      ]);
      const issues = await regionIssues(db, columns.regionCode);
      if (issues.length > 0) throw badRequest(issues[0]?.message, issues);
      return db.transaction(async (tx) => {
        let item: ShelfItemRow;
        if (id) {
          item = await lock(tx, rules.kind, id, owner.tenantId);
        } else {
          if ((await items.lockAndCountOf(owner.tenantId, tx)) >= ITEMS_PER_TENANT) {
            throw new AppError(
              'BUSINESS_RULE',
              `每个主体最多保存 ${ITEMS_PER_TENANT} 项内容，请先删除不再需要的草稿`,
            );
          }
          item = await items.insertItem(
            { kind: rules.kind, tenantId: owner.tenantId, createdBy: owner.userId },
            tx,
          );
        }
        const next = nextStatus(item, 'save');
        if (next.audit === 'pending') {
          const missing = rules.readinessIssues(columns);
          if (missing.length > 0) throw incomplete(rules.label, missing);
        }
        await attachFiles(tx, item.id, owner.userId, rules.imageIds(columns), 'image', badImages);
        await attachFiles(
          tx,
          item.id,
          owner.userId,
          rules.evidenceIds(columns),
          'certificate',
          badCertificates,
        );
        const before = await revision(tx, item.workingRevisionId);
        let workingRevisionId = item.workingRevisionId;
        if (workingRevisionId && workingRevisionId !== item.listedRevisionId) {
          await items.updateRevision(workingRevisionId, columns, tx);
        } else {
          workingRevisionId = await items.insertRevision(
            { ...columns, itemId: item.id, createdBy: owner.userId },
            tx,
          );
        }
        const changed = rules.changedFields(before, columns);
        await change(tx, item, {
          audit: next.audit,
          shelf: next.shelf,
          workingRevisionId,
          // an edit of an approved item starts a new wait; an edit while waiting keeps its place in the queue
          startWait: next.audit === 'pending' && item.audit !== 'pending',
        });
        await append(tx, item, {
          action: 'save',
          actor: { userId: owner.userId, role: 'owner' },
          to: next,
          changedFields: id ? changed : [],
          revisionId: workingRevisionId,
          remark: id ? null : '创建',
        });
        return item.id;
      });
    },

    /** Sends the working version to audit (also how an item taken off the shelf goes back on). */
    async publish(rules: ShelfKindRules, owner: Owner, id: string) {
      return db.transaction(async (tx) => {
        const item = await lock(tx, rules.kind, id, owner.tenantId);
        const next = nextStatus(item, 'publish');
        const working = await revision(tx, item.workingRevisionId);
        if (!working) throw incomplete(rules.label, [{ field: 'name', message: '请先填写内容' }]);
        const missing = [...rules.readinessIssues(working), ...(await regionIssues(tx, working.regionCode))];
        if (missing.length > 0) throw incomplete(rules.label, missing);
        await change(tx, item, { audit: next.audit, shelf: next.shelf, startWait: true });
        await append(tx, item, {
          action: 'publish',
          actor: { userId: owner.userId, role: 'owner' },
          to: next,
          revisionId: working.id,
        });
        return item.id;
      });
    },

    /** The owner takes the approved version off the shelf; no audit needed. */
    async offShelfByOwner(rules: ShelfKindRules, owner: Owner, id: string) {
      return db.transaction(async (tx) => {
        const item = await lock(tx, rules.kind, id, owner.tenantId);
        const next = nextStatus(item, 'offShelf');
        await change(tx, item, { shelf: next.shelf, offShelfReason: null });
        await append(tx, item, {
          action: 'offShelf',
          actor: { userId: owner.userId, role: 'owner' },
          to: next,
        });
        return item.id;
      });
    },

    /** Deleted items leave every list; their log stays. */
    async remove(rules: ShelfKindRules, owner: Owner, id: string) {
      await db.transaction(async (tx) => {
        const item = await lock(tx, rules.kind, id, owner.tenantId);
        decide(item, 'delete');
        await change(tx, item, { deleteNow: true });
        await append(tx, item, {
          action: 'delete',
          actor: { userId: owner.userId, role: 'owner' },
          to: null,
        });
      });
    },

    /** The version under audit goes on the shelf, in place of the one that was there. */
    async approve(rules: ShelfKindRules, decision: OperatorDecision & { remark?: string | undefined }) {
      const { operatorId, remark } = decision;
      return inTransaction(decision.executor, async (tx) => {
        const item = await lockSeen(tx, rules, decision);
        const next = nextStatus(item, 'approve');
        const listed = await revision(tx, item.listedRevisionId);
        const working = await revision(tx, item.workingRevisionId);
        if (!working) throw new Error(`pending item ${item.id} has no working version`);
        await change(tx, item, {
          audit: next.audit,
          shelf: next.shelf,
          listedRevisionId: working.id,
          listNow: true,
          rejectReason: null,
          offShelfReason: null,
        });
        await append(tx, item, {
          action: 'approve',
          actor: { userId: operatorId, role: 'operator' },
          to: next,
          remark: remark ?? null,
          changedFields: rules.changedFields(listed, working),
          revisionId: working.id,
        });
        await recordDecision(tx, item, { action: 'approve', operatorId, to: next, remark: remark ?? null });
        return item.id;
      });
    },

    /** The version under audit is refused; an approved version on the shelf stays there. */
    async reject(rules: ShelfKindRules, decision: OperatorDecision & { reason: string }) {
      const { operatorId, reason } = decision;
      return inTransaction(decision.executor, async (tx) => {
        const item = await lockSeen(tx, rules, decision);
        const next = nextStatus(item, 'reject');
        await change(tx, item, { audit: next.audit, shelf: next.shelf, rejectReason: reason });
        await append(tx, item, {
          action: 'reject',
          actor: { userId: operatorId, role: 'operator' },
          to: next,
          remark: reason,
          revisionId: item.workingRevisionId,
        });
        await recordDecision(tx, item, { action: 'reject', operatorId, to: next, remark: reason });
        return item.id;
      });
    },

    /** An operator takes an item off the shelf, after a report say; the owner is told why. */
    async offShelfByOperator(rules: ShelfKindRules, decision: OperatorDecision & { reason: string }) {
      const { operatorId, reason } = decision;
      return inTransaction(decision.executor, async (tx) => {
        const item = await lockSeen(tx, rules, decision);
        const next = nextStatus(item, 'offShelf');
        await change(tx, item, { shelf: next.shelf, offShelfReason: reason });
        await append(tx, item, {
          action: 'offShelf',
          actor: { userId: operatorId, role: 'operator' },
          to: next,
          remark: reason,
        });
        await recordDecision(tx, item, { action: 'offShelf', operatorId, to: next, remark: reason });
        return item.id;
      });
    },
  };
};

export type ShelfService = ReturnType<typeof createShelfService>;
