import { createHash } from 'node:crypto';
import {
  EDITORIAL_CONTENT_MAX,
  EDITORIAL_KIND_NAME,
  EDITORIAL_SCHEDULE_MAX_DAYS,
  EDITORIAL_STATE_NAME,
  type EditorialFields,
  EditorialFieldsSchema,
  type EditorialItem,
  type EditorialState,
  type EditorialVersion,
  type EditorialVersionSummary,
  ownImageIdOf,
} from '@rrsp/contract';
import type { AuditRecord, AuditTrail } from '../../../../platform/audit/audit-trail.ts';
import type { Database, Transaction } from '../../../../platform/database/client.ts';
import type { FileService } from '../../../../platform/files/file-service.ts';
import { businessRule, conflict, forbidden, notFound } from '../../../../platform/http/errors.ts';
import {
  operatorConflictOf,
  refuseOperatorConflict,
} from '../../../../platform/identity/operator-conflict.ts';
import type { JobQueue } from '../../../../platform/jobs/queue.ts';
import type { QueueAlerts } from '../../../../platform/messaging/queue-alerts.ts';
import type { RegionDirectory } from '../../../../platform/regions/region-directory.ts';
import { imageIdsOf, sanitizeRichText } from '../../../../platform/rich-text.ts';
import {
  type EditorialListFilter,
  type EditorialRepository,
  editorialSummaryOf,
  type ItemChange,
} from './editorial-repository.ts';
import type { EditorialItemRow, EditorialVersionRow } from './tables.ts';

export const PUBLISH_JOB = 'editorial:publish';
/** One pending publication per item: scheduling again replaces it, withdrawing removes it. */
export const publishJobKey = (itemId: string) => `editorial-publish:${itemId}`;

export interface PublishJobPayload {
  itemId: string;
  version: number;
  /** The time it was scheduled for: a job a reschedule could not stop (it was running) finds the time moved. */
  at: string;
}

/** What an item's pictures are attached to; a picture of one item may be reused in another's text. */
const attachmentOf = (itemId: string) => `editorial:${itemId}`;

/**
 * The fields an audit row names for a saved version. The text itself is in the version; the row names its length and
 * a digest, so an edit that keeps the length (a typo put right) still shows as a change of the text.
 */
const recordedFields = (fields: EditorialFields): Record<string, unknown> => {
  const { content, kind: _kind, ...rest } = fields;
  const digest = createHash('sha256').update(content).digest('hex').slice(0, 8);
  // 校验码, not 摘要: the trail shows it beside the 摘要 field, where "摘要 82f29d9f" read as the item's summary
  return { ...rest, content: `正文 ${content.length} 字符（校验码 ${digest}）` };
};

const changedFields = (before: EditorialFields | null, after: EditorialFields) => {
  const old = before ? recordedFields(before) : {};
  const now = recordedFields(after);
  const keys = Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, old[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, now[key]])),
  };
};

const stateWord = (state: EditorialState) => `「${EDITORIAL_STATE_NAME[state]}」`;

/**
 * 内容管理 (issue 20). Every decision is taken on the item's locked row, checks the version it was made from (a
 * decision on a version someone has since replaced is refused, not applied to the new one), and writes its audit row
 * on the same transaction. Publishing copies the version into the public row visitors read, in that transaction too;
 * its commit tells every instance (migration 0013). Nobody publishes a version they or a co-author wrote since the
 * last publication, unless 平台设置 allows it.
 */
export const createEditorialService = (deps: {
  db: Database;
  items: EditorialRepository;
  files: FileService;
  audit: AuditTrail;
  jobs: JobQueue;
  regions: RegionDirectory;
  selfPublishAllowed: () => Promise<boolean>;
  queueAlerts: QueueAlerts;
}) => {
  const { db, items, files, audit, jobs, regions } = deps;

  const versionOf = async (id: string, version: number, executor?: Transaction) => {
    const row = await items.version(id, version, executor);
    if (!row) throw notFound('该版本不存在');
    return row;
  };

  /** The item as the console shows it to `viewerId`; read on `executor` when a transaction holds it. */
  const view = async (
    row: EditorialItemRow,
    selfPublishAllowed: boolean,
    viewerId: string,
    executor?: Transaction,
  ): Promise<EditorialItem> => {
    const working = await versionOf(row.id, row.workingVersion, executor);
    // one after the other: a transaction's handle runs one query at a time
    const updatedByName = await items.nameOf(row.updatedBy, executor);
    const authorName = await items.nameOf(working.authorId, executor);
    const pendingAuthorIds = await items.authorsBetween(
      executor ?? db,
      row.id,
      row.lastPublishedVersion ?? 0,
      row.workingVersion,
    );
    return {
      ...editorialSummaryOf(row, updatedByName),
      scheduledVersion: row.scheduledVersion,
      fields: working.fields,
      workingAuthorId: working.authorId ?? '00000000-0000-0000-0000-000000000000',
      workingAuthorName: authorName ?? '平台初始内容',
      pendingAuthorIds,
      returnReason: row.returnReason,
      selfPublishAllowed,
      ownWork: await operatorConflictOf(
        executor ?? db,
        viewerId,
        await items.providerTenantOf(executor ?? db, row.id, row.kind),
      ),
    };
  };

  /**
   * The fields as they will be kept: the text through the allow-list (what the server keeps is all the portal ever
   * renders), the class and region checked. Done before any lock is taken.
   */
  const prepare = async (fields: EditorialFields): Promise<EditorialFields> => {
    const content = sanitizeRichText(fields.content);
    if (content.length > EDITORIAL_CONTENT_MAX) throw businessRule('正文过长，请删减或拆成多篇');
    if (content.replace(/<[^>]*>/g, '').trim() === '' && !content.includes('<img')) {
      throw businessRule('正文没有可发布的内容（不安全的代码和外站图片已被去除）');
    }
    if (fields.publishedAt && Date.parse(fields.publishedAt) > Date.now() + 86_400_000) {
      // a date ahead would pin the item to the top of every list: a future publication is scheduled instead
      throw businessRule('显示的发布时间不能晚于明天；要在将来发布，请提交后由审核人员定时发布');
    }
    if (fields.kind !== 'news') {
      if (!(await items.classExists(fields.classId, fields.kind)))
        throw businessRule('所选分类不存在，请重新选择');
      if (!(await regions.displayNames([fields.regionCode])).has(fields.regionCode)) {
        throw businessRule('所选地区不存在，请重新选择');
      }
    }
    return { ...fields, content };
  };

  /** Pictures must be the portal's own public images, not another kind of upload; new ones join the item. */
  const attachPictures = async (tx: Transaction, itemId: string, fields: EditorialFields) => {
    const ids = [
      ...new Set([ownImageIdOf(fields.coverUrl), ...imageIdsOf(fields.content)].filter((id) => id !== null)),
    ];
    if (ids.length === 0) return;
    const rows = await files.lockByIds(ids, tx);
    const usable = rows.filter(
      (row) =>
        row.kind === 'image' &&
        row.visibility === 'public' &&
        (row.attachedTo === null || row.attachedTo.startsWith('editorial:')),
    );
    if (usable.length !== ids.length) throw businessRule('有图片已失效或不可用，请重新上传后再保存');
    await files.attach(
      usable.filter((row) => row.attachedTo === null).map((row) => row.id),
      'image',
      attachmentOf(itemId),
      tx,
    );
  };

  const locked = async (tx: Transaction, id: string) => {
    const row = await items.lock(tx, id);
    if (!row) throw notFound('该内容不存在');
    return row;
  };

  const ensureWorking = (row: EditorialItemRow, version: number) => {
    if (row.workingVersion !== version) {
      throw conflict(`该内容已被修改为第 ${row.workingVersion} 版，请刷新后查看最新版本再操作`);
    }
  };

  const ensureState = (row: EditorialItemRow, allowed: readonly EditorialState[], action: string) => {
    if (!allowed.includes(row.state)) throw conflict(`该内容当前为${stateWord(row.state)}，不能${action}`);
  };

  /**
   * Four eyes: the publisher wrote none of the versions since the last publication up to this one (a co-author's
   * small change does not make the rest theirs to publish), unless the platform allows self-publishing.
   */
  const ensureNotOwnWork = async (
    tx: Transaction,
    row: EditorialItemRow,
    version: number,
    actorId: string,
    selfPublishAllowed: boolean,
  ) => {
    if (selfPublishAllowed) return;
    const authors = await items.authorsBetween(tx, row.id, row.lastPublishedVersion ?? 0, version);
    if (authors.includes(actorId)) {
      throw forbidden('不能发布本人撰写或修改的内容，请由其他内容审核人员发布', 'OWN_WORK');
    }
  };

  /**
   * A reviewer's decision is not theirs to take on a solution or case provided by a tenant they are a member of
   * (issue 23), whatever the platform allows for self-publishing.
   */
  const ensureNotOwnTenant = async (tx: Transaction, row: EditorialItemRow, actorId: string, verb: string) =>
    refuseOperatorConflict(tx, actorId, await items.providerTenantOf(tx, row.id, row.kind), {
      verb,
      noun: EDITORIAL_KIND_NAME[row.kind],
    });

  const record = (
    tx: Transaction,
    row: EditorialItemRow,
    entry: Omit<AuditRecord, 'object'> & { title?: string },
  ) =>
    audit.record(tx, {
      ...entry,
      object: { type: row.kind, id: row.id, label: entry.title ?? row.title },
    });

  /**
   * A decision on one item: its row locked, the change and its audit row on one transaction. What it needs from
   * outside the item (the setting) is read before the lock is taken: a lock holder never waits for a second
   * connection of the pool.
   */
  const decide = async (
    id: string,
    actorId: string,
    decision: (
      tx: Transaction,
      row: EditorialItemRow,
      selfPublishAllowed: boolean,
    ) => Promise<EditorialItemRow>,
  ) => {
    const selfPublishAllowed = await deps.selfPublishAllowed();
    return db.transaction(async (tx) =>
      view(await decision(tx, await locked(tx, id), selfPublishAllowed), selfPublishAllowed, actorId, tx),
    );
  };

  /** Where a solution or case applies, in words; read before any lock (the version it comes from never changes). */
  const regionNameOf = async (fields: EditorialFields) =>
    fields.kind === 'news'
      ? ''
      : ((await regions.displayNames([fields.regionCode])).get(fields.regionCode) ?? '');

  /** Leaving 已排期 cancels the pending publication. */
  const dropSchedule = async (tx: Transaction, row: EditorialItemRow): Promise<ItemChange> => {
    if (row.state === 'scheduled') await jobs.remove(publishJobKey(row.id), tx);
    return { scheduledAt: null, scheduledVersion: null, scheduledBy: null };
  };

  const addVersion = async (
    tx: Transaction,
    row: EditorialItemRow,
    actorId: string,
    fields: EditorialFields,
    note: string,
    restoredFrom?: number,
  ) => {
    const version = row.workingVersion + 1;
    await attachPictures(tx, row.id, fields);
    await items.addVersion(tx, {
      itemId: row.id,
      version,
      fields,
      authorId: actorId,
      note,
      ...(restoredFrom === undefined ? {} : { restoredFrom }),
    });
    return items.change(
      tx,
      row.id,
      {
        ...(await dropSchedule(tx, row)),
        state: 'draft',
        workingVersion: version,
        title: fields.title,
        returnReason: null,
      },
      actorId,
    );
  };

  /** Copies the version into the public row and marks it published: by a reviewer now, or by the schedule. */
  const putOnPortal = async (
    tx: Transaction,
    row: EditorialItemRow,
    version: EditorialVersionRow,
    regionName: string,
    actorId: string | null,
  ) => {
    const fields = version.fields;
    // held until the commit: a class cannot be removed under a publication that files an item under it
    if (fields.kind !== 'news' && !(await items.lockClass(tx, fields.classId))) {
      throw businessRule('所选分类已被删除，请改选分类并保存后再发布');
    }
    await items.putOnPortal(tx, row.id, fields, regionName);
    return items.change(
      tx,
      row.id,
      {
        state: 'published',
        publishedVersion: version.version,
        lastPublishedVersion: version.version,
        scheduledAt: null,
        scheduledVersion: null,
        scheduledBy: null,
      },
      actorId,
    );
  };

  return {
    list: (filter: EditorialListFilter) => items.list(filter),

    async item(id: string, viewerId: string): Promise<EditorialItem> {
      const row = await items.item(id);
      if (!row) throw notFound('该内容不存在');
      return view(row, await deps.selfPublishAllowed(), viewerId);
    },

    async create(actorId: string, input: EditorialFields): Promise<EditorialItem> {
      const fields = await prepare(input);
      const selfPublishAllowed = await deps.selfPublishAllowed();
      return db.transaction(async (tx) => {
        const row = await items.createItem(tx, { kind: fields.kind, title: fields.title, authorId: actorId });
        await attachPictures(tx, row.id, fields);
        await items.addVersion(tx, { itemId: row.id, version: 1, fields, authorId: actorId, note: '新建' });
        await record(tx, row, {
          operatorId: actorId,
          action: 'editorial.create',
          before: null,
          after: { contentState: 'draft', version: 1, ...recordedFields(fields) },
        });
        return view(row, selfPublishAllowed, actorId, tx);
      });
    },

    async save(
      actorId: string,
      id: string,
      baseVersion: number,
      input: EditorialFields,
    ): Promise<EditorialItem> {
      const fields = await prepare(input);
      return decide(id, actorId, async (tx, row) => {
        ensureWorking(row, baseVersion);
        if (row.kind !== fields.kind) throw businessRule('内容类型不能修改');
        const previous = await versionOf(row.id, row.workingVersion, tx);
        const changed = changedFields(previous.fields, fields);
        const next = await addVersion(tx, row, actorId, fields, '修改');
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.save',
          before: { contentState: row.state, version: row.workingVersion, ...changed.before },
          after: { contentState: 'draft', version: next.workingVersion, ...changed.after },
        });
        return next;
      });
    },

    async restore(actorId: string, id: string, version: number, baseVersion: number): Promise<EditorialItem> {
      const old = await versionOf(id, version);
      // an old version was checked by the rules of its day (or, for content the platform started with, by none)
      const valid = EditorialFieldsSchema.safeParse(old.fields);
      if (!valid.success) {
        throw businessRule(
          `第 ${version} 版不符合现在的填写要求（${valid.error.issues[0]?.message ?? '格式不正确'}），请在当前版本上修改`,
        );
      }
      const fields = await prepare(valid.data);
      return decide(id, actorId, async (tx, row) => {
        ensureWorking(row, baseVersion);
        if (version === row.workingVersion) throw businessRule('这已是当前版本，无需恢复');
        const next = await addVersion(tx, row, actorId, fields, `恢复自版本 ${version}`, version);
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.restore',
          before: { contentState: row.state, version: row.workingVersion },
          after: { contentState: 'draft', version: next.workingVersion, restoredFrom: version },
        });
        return next;
      });
    },

    async submit(actorId: string, id: string, version: number): Promise<EditorialItem> {
      return decide(id, actorId, async (tx, row) => {
        ensureWorking(row, version);
        ensureState(row, ['draft', 'withdrawn'], '提交审核');
        const next = await items.change(tx, row.id, { state: 'pending', returnReason: null }, actorId);
        await deps.queueAlerts.alert(tx, 'editorial', { except: actorId });
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.submit',
          before: { contentState: row.state, version },
          after: { contentState: 'pending', version },
        });
        return next;
      });
    },

    async publish(actorId: string, id: string, version: number): Promise<EditorialItem> {
      const target = await versionOf(id, version);
      const regionName = await regionNameOf(target.fields);
      return decide(id, actorId, async (tx, row, selfPublishAllowed) => {
        ensureWorking(row, version);
        ensureState(row, ['pending', 'scheduled'], '发布');
        await ensureNotOwnTenant(tx, row, actorId, '发布');
        await ensureNotOwnWork(tx, row, version, actorId, selfPublishAllowed);
        await dropSchedule(tx, row);
        const next = await putOnPortal(tx, row, target, regionName, actorId);
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.publish',
          before: { contentState: row.state, publishedVersion: row.publishedVersion },
          after: { contentState: 'published', publishedVersion: version },
        });
        return next;
      });
    },

    async schedule(actorId: string, id: string, version: number, at: Date): Promise<EditorialItem> {
      const now = Date.now();
      if (at.getTime() <= now) throw businessRule('定时发布的时间须晚于现在');
      if (at.getTime() > now + EDITORIAL_SCHEDULE_MAX_DAYS * 86_400_000) {
        throw businessRule(`定时发布的时间不能超过 ${EDITORIAL_SCHEDULE_MAX_DAYS} 天之后`);
      }
      return decide(id, actorId, async (tx, row, selfPublishAllowed) => {
        ensureWorking(row, version);
        ensureState(row, ['pending', 'scheduled'], '定时发布');
        await ensureNotOwnTenant(tx, row, actorId, '发布');
        await ensureNotOwnWork(tx, row, version, actorId, selfPublishAllowed);
        // the same key replaces a pending job: a new time, never a second publication
        await jobs.add(
          PUBLISH_JOB,
          { itemId: row.id, version, at: at.toISOString() } satisfies PublishJobPayload,
          {
            executor: tx,
            jobKey: publishJobKey(row.id),
            runAt: at,
            maxAttempts: 10,
          },
        );
        const next = await items.change(
          tx,
          row.id,
          { state: 'scheduled', scheduledAt: at, scheduledVersion: version, scheduledBy: actorId },
          actorId,
        );
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.schedule',
          before: { contentState: row.state, scheduledAt: row.scheduledAt?.toISOString() ?? null },
          after: { contentState: 'scheduled', scheduledAt: at.toISOString(), scheduledVersion: version },
        });
        return next;
      });
    },

    async returnToDraft(
      actorId: string,
      id: string,
      version: number,
      reason: string,
    ): Promise<EditorialItem> {
      return decide(id, actorId, async (tx, row) => {
        ensureWorking(row, version);
        ensureState(row, ['pending', 'scheduled'], '退回');
        await ensureNotOwnTenant(tx, row, actorId, '退回');
        const next = await items.change(
          tx,
          row.id,
          { ...(await dropSchedule(tx, row)), state: 'draft', returnReason: reason },
          actorId,
        );
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.return',
          before: { contentState: row.state },
          after: { contentState: 'draft' },
          remark: reason,
        });
        return next;
      });
    },

    async withdraw(actorId: string, id: string, reason: string): Promise<EditorialItem> {
      return decide(id, actorId, async (tx, row) => {
        if (row.publishedVersion === null && row.state !== 'scheduled') {
          throw conflict('该内容不在门户上，也没有排期，无需撤回');
        }
        await ensureNotOwnTenant(tx, row, actorId, '撤回');
        const change = await dropSchedule(tx, row);
        if (row.publishedVersion !== null) await items.takeOffPortal(tx, row.id, row.kind);
        const next = await items.change(
          tx,
          row.id,
          { ...change, state: 'withdrawn', publishedVersion: null },
          actorId,
        );
        await record(tx, next, {
          operatorId: actorId,
          action: 'editorial.withdraw',
          before: { contentState: row.state, publishedVersion: row.publishedVersion },
          after: { contentState: 'withdrawn', publishedVersion: null },
          remark: reason,
        });
        return next;
      });
    },

    async versions(id: string): Promise<EditorialVersionSummary[]> {
      if (!(await items.item(id))) throw notFound('该内容不存在');
      const rows = await items.versions(id);
      return rows.map((row) => ({
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        authorName: row.authorName ?? '平台初始内容',
        note: row.note,
        title: row.title,
      }));
    },

    async version(id: string, version: number): Promise<EditorialVersion> {
      const row = await versionOf(id, version);
      return {
        version: row.version,
        createdAt: row.createdAt.toISOString(),
        authorName: (await items.nameOf(row.authorId)) ?? '平台初始内容',
        note: row.note,
        fields: row.fields,
      };
    },

    /**
     * The scheduled publication, when its time comes. It publishes only what is still scheduled (a withdrawal, a
     * return or a new edit that came first wins), as the reviewer who scheduled it. The four-eyes rule was decided
     * when it was scheduled, and no version can be added since without cancelling the schedule.
     */
    async publishScheduled(
      payload: PublishJobPayload,
    ): Promise<'published' | 'no-longer-scheduled' | 'returned'> {
      const target = await items.version(payload.itemId, payload.version);
      if (!target) return 'no-longer-scheduled';
      const regionName = await regionNameOf(target.fields);
      return db.transaction(async (tx) => {
        const row = await items.lock(tx, payload.itemId);
        if (
          row?.state !== 'scheduled' ||
          row.scheduledVersion !== payload.version ||
          row.scheduledAt?.toISOString() !== payload.at ||
          !row.scheduledBy
        ) {
          return 'no-longer-scheduled';
        }
        const scheduledBy = row.scheduledBy;
        if (target.fields.kind !== 'news' && !(await items.lockClass(tx, target.fields.classId))) {
          // nobody is there to be told at once: the item goes back to its editor with the reason, never to a retry
          const reason = '定时发布未执行：所选分类已被删除，请改选分类后重新提交';
          const back = await items.change(
            tx,
            row.id,
            {
              state: 'draft',
              scheduledAt: null,
              scheduledVersion: null,
              scheduledBy: null,
              returnReason: reason,
            },
            null,
          );
          await record(tx, back, {
            operatorId: scheduledBy,
            action: 'editorial.return',
            before: { contentState: 'scheduled' },
            after: { contentState: 'draft' },
            remark: reason,
          });
          return 'returned';
        }
        const next = await putOnPortal(tx, row, target, regionName, null);
        await record(tx, next, {
          operatorId: scheduledBy,
          action: 'editorial.publish',
          before: { contentState: 'scheduled', publishedVersion: row.publishedVersion },
          after: { contentState: 'published', publishedVersion: payload.version },
          remark: '按排期自动发布',
        });
        return 'published';
      });
    },
  };
};

export type EditorialService = ReturnType<typeof createEditorialService>;
