import { randomUUID } from 'node:crypto';
import { decideShelfAction, type ServiceDraft, type ShelfAction, type ShelfStatus } from '@rrsp/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { changedServiceFields, serviceColumnsOf } from '../../modules/portal/service-values.ts';
import { shelfEvents, shelfItems, shelfRevisions } from '../../modules/portal/shelf-tables.ts';
import type { RevisionColumns } from '../../modules/portal/shelf-values.ts';
import type { Database, Transaction } from '../../platform/database/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { tenantMembers, tenants, users } from '../../platform/identity/tables.ts';
import { regions } from '../../platform/regions/tables.ts';
import type { ImageStore } from '../cover-store.ts';
import { coverSvg } from '../covers.ts';
import { SeedDataError } from '../load/data-file.ts';
import type { ServiceContent } from '../load/schemas.ts';
import { SERVICES_FILE, type SeedData, type SeedService } from '../load/seed-data.ts';
import { countRows, runPart } from './run-part.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What operators wrote when they approved; most approvals say nothing. */
const APPROVAL_REMARKS = ['资料齐全，准予上架', null, null, '内容与资质相符', null];

/** One step of a demo service's story, as the service layer would have logged it. */
interface ServiceStep {
  action: ShelfAction;
  by: 'owner' | 'operator';
  at: Date;
  remark: string | null;
  /** The version the step concerns: the first one saved, or the edit waiting for audit. */
  revision: 'first' | 'edit';
}

/**
 * The steps that leave a demo service in its state: saved, sent, decided, edited or taken off the shelf, at times
 * counted back from `now` and spread by the item's place in the file, so that no two lists tie on the same instant.
 * The data file's schema guarantees the gaps they need: two days for sending and an audit before a later step, four
 * hours before a refusal.
 */
const serviceStory = (seed: SeedService, index: number, now: Date): ServiceStep[] => {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const step = (action: ShelfAction, by: 'owner' | 'operator', when: Date, remark: string | null = null) => ({
    action,
    by,
    at: when,
    remark,
    revision: 'first' as const,
  });
  const created = at(seed.daysAgo * DAY + (20 + ((index * 53) % 400)) * MINUTE);
  const steps: ServiceStep[] = [step('save', 'owner', created, '创建')];
  if (seed.state === 'draft') return steps;
  if (seed.state === 'pending') return [...steps, step('publish', 'owner', at(seed.hoursAgo * HOUR))];
  const published = later(created, (40 + ((index * 29) % 150)) * MINUTE);
  if (seed.state === 'rejected') {
    const rejected = at(seed.hoursAgo * HOUR);
    // sent some hours before the refusal, and never before it was written
    const sent = new Date(Math.max(published.getTime(), rejected.getTime() - (6 + (index % 20)) * HOUR));
    return [...steps, step('publish', 'owner', sent), step('reject', 'operator', rejected, seed.reason)];
  }
  const approved = later(published, (3 + ((index * 7) % 30)) * HOUR);
  steps.push(
    step('publish', 'owner', published),
    step('approve', 'operator', approved, APPROVAL_REMARKS[index % APPROVAL_REMARKS.length] ?? null),
  );
  if (seed.state === 'listed') return steps;
  const last = at(seed.hoursAgo * HOUR);
  if (seed.state === 'editPending') return [...steps, { ...step('save', 'owner', last), revision: 'edit' }];
  if (seed.state === 'offByOwner') return [...steps, step('offShelf', 'owner', last)];
  return [...steps, step('offShelf', 'operator', last, seed.reason)];
};

/** Read more the longer they have been on the shelf, with a spread so "most viewed" does not follow the dates. */
const viewsOf = (daysListed: number, index: number) =>
  15 + Math.round(daysListed * 6.5) + ((index * 131) % 170);

/** A draft as it was saved: the fields it has not filled in yet are empty. */
const draftOf = (content: ServiceContent, blank: readonly string[]): Omit<ServiceDraft, 'id'> => ({
  ...content,
  ...Object.fromEntries(blank.map((field) => [field, undefined])),
});

const file = `data/${SERVICES_FILE}`;

/** Every region must be a county or a township of the division table, as the publish form requires. */
const checkRegions = async (db: Database, seeds: SeedService[]) => {
  const codes = seeds.flatMap((seed) =>
    [seed.service, seed.edited].flatMap((content) => (content ? [content.regionCode] : [])),
  );
  const rows = await db
    .select({ code: regions.code, level: regions.level })
    .from(regions)
    .where(inArray(regions.code, [...new Set(codes)]));
  const usable = new Set(rows.filter((row) => row.level >= 3).map((row) => row.code));
  for (const [index, seed] of seeds.entries()) {
    for (const [field, content] of [
      ['service', seed.service],
      ['edit', seed.edited],
    ] as const) {
      if (content && !usable.has(content.regionCode))
        throw new SeedDataError(
          file,
          `[${index}].${field}.regionCode`,
          `行政区划代码 ${content.regionCode} 不存在，或不是区县、乡镇一级`,
        );
    }
  }
};

/** Who acts for each tenant: its first administrator, where it has one (settled tenants have no accounts). */
const actorsOf = async (tx: Transaction, data: Pick<SeedData, 'accounts' | 'services'>) => {
  const codes = [...new Set(data.services.map((seed) => seed.tenantCreditCode))];
  const found = await tx
    .select({ id: tenants.id, creditCode: tenants.creditCode })
    .from(tenants)
    .where(inArray(tenants.creditCode, codes));
  const tenantIds = new Map(found.map((row) => [row.creditCode, row.id]));
  const admins = await tx
    .select({ tenantId: tenantMembers.tenantId, userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(
      and(
        inArray(
          tenantMembers.tenantId,
          found.map((row) => row.id),
        ),
        eq(tenantMembers.isAdmin, true),
      ),
    )
    .orderBy(asc(tenantMembers.createdAt), asc(tenantMembers.userId));
  const adminOf = new Map<string, string>();
  for (const admin of admins) if (!adminOf.has(admin.tenantId)) adminOf.set(admin.tenantId, admin.userId);
  const operatorName = data.accounts.users.find((user) => user.isOperator)?.username ?? '';
  const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, operatorName));
  if (!operator) throw new Error(`演示服务需要运营账号 ${operatorName}，数据库中没有`);
  return {
    operatorId: operator.id,
    tenantOf: (creditCode: string) => {
      const tenantId = tenantIds.get(creditCode);
      if (!tenantId) throw new Error(`演示服务的主体 ${creditCode} 不在数据库中`);
      return { tenantId, adminId: adminOf.get(tenantId) ?? null };
    },
  };
};

/**
 * The rows of one demo service: the item, its versions and its log. The log is walked through the shelf's own rules,
 * so a story they would refuse stops the seed, and the item's columns are those its last step leaves.
 */
const rowsOf = (
  seed: SeedService,
  index: number,
  imageFileIds: string[],
  context: { tenantId: string; adminId: string | null; operatorId: string; now: Date },
) => {
  const { tenantId, adminId, operatorId, now } = context;
  const itemId = randomUUID();
  const first: RevisionColumns = serviceColumnsOf({
    ...(seed.state === 'draft' ? draftOf(seed.service, seed.blank ?? []) : seed.service),
    imageFileIds,
  });
  const edit = seed.edited ? serviceColumnsOf({ ...seed.edited, imageFileIds }) : null;
  const revisionIds = { first: randomUUID(), edit: randomUUID() };
  const steps = serviceStory(seed, index, now);
  const createdAt = steps[0]?.at ?? now;
  const revisions: (typeof shelfRevisions.$inferInsert)[] = [
    { ...first, id: revisionIds.first, itemId, createdBy: adminId, createdAt },
  ];
  const events: (typeof shelfEvents.$inferInsert)[] = [];
  const row = {
    submittedAt: null as Date | null,
    listedAt: null as Date | null,
    listedRevisionId: null as string | null,
    rejectReason: null as string | null,
    offShelfReason: null as string | null,
  };
  let status: ShelfStatus = { audit: 'draft', shelf: 'none' };
  for (const [position, step] of steps.entries()) {
    const decision = decideShelfAction(status, step.action);
    if (!decision.allowed || decision.next === 'deleted')
      throw new Error(`演示服务 ${seed.service.name} 的第 ${position + 1} 步（${step.action}）不合规则`);
    const revisionId = revisionIds[step.revision];
    if (decision.next.audit === 'pending' && status.audit !== 'pending') row.submittedAt = step.at;
    if (step.action === 'approve') {
      row.listedAt = step.at;
      row.listedRevisionId = revisionId;
    }
    if (step.action === 'reject') row.rejectReason = step.remark;
    if (step.action === 'offShelf') row.offShelfReason = step.by === 'operator' ? step.remark : null;
    const edited = step.revision === 'edit' ? edit : null;
    if (edited) revisions.push({ ...edited, id: revisionId, itemId, createdBy: adminId, createdAt: step.at });
    events.push({
      itemId,
      action: step.action,
      actorUserId: step.by === 'operator' ? operatorId : adminId,
      actorRole: step.by,
      remark: step.remark,
      changedFields: edited ? changedServiceFields(first, edited) : [],
      from: status,
      to: decision.next,
      revisionId: step.action === 'offShelf' ? null : revisionId,
      sequence: position + 1,
      at: step.at,
    });
    status = decision.next;
  }
  const last = steps.at(-1)?.at ?? createdAt;
  // views gathered while it was on the shelf
  const shelvedUntil = status.shelf === 'off' ? last : now;
  const item: typeof shelfItems.$inferInsert & { id: string } = {
    id: itemId,
    kind: 'service',
    tenantId,
    createdBy: adminId,
    audit: status.audit,
    shelf: status.shelf,
    workingRevisionId: edit ? revisionIds.edit : revisionIds.first,
    ...row,
    views: row.listedAt ? viewsOf((shelvedUntil.getTime() - row.listedAt.getTime()) / DAY, index) : 0,
    createdAt,
    updatedAt: last,
  };
  return { item, revisions, events };
};

/**
 * The service centre's demo content (issue 10): about sixty services of participants and service providers, in
 * every state of the shelf, each with the log that led there and, given a store, one to three drawn pictures. Done
 * once there is any service: an owner's deletions stay deleted.
 */
export const seedServices = async (
  db: Database,
  data: Pick<SeedData, 'accounts' | 'services'>,
  options: { now: Date; storeImage?: ImageStore },
): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, shelfItems, eq(shelfItems.kind, 'service'))) > 0,
    prepare: async () => {
      await checkRegions(db, data.services);
      const { storeImage } = options;
      if (!storeImage) return data.services.map(() => []);
      return Promise.all(
        data.services.map((seed, i) =>
          Promise.all(
            seed.scenes.map((scene, j) => {
              const name = `service-${i + 1}-${j + 1}`;
              return storeImage(`${name}.svg`, coverSvg(scene, name, seed.service.name));
            }),
          ),
        ),
      );
    },
    write: async (tx, images) => {
      const actors = await actorsOf(tx, data);
      const written = data.services.map((seed, index) =>
        rowsOf(seed, index, images[index] ?? [], {
          ...actors.tenantOf(seed.tenantCreditCode),
          operatorId: actors.operatorId,
          now: options.now,
        }),
      );
      const items = written.map((rows) => rows.item);
      await tx.insert(shelfItems).values(items);
      await tx.insert(shelfRevisions).values(written.flatMap((rows) => rows.revisions));
      await tx.insert(shelfEvents).values(written.flatMap((rows) => rows.events));
      for (const [index, item] of items.entries()) {
        const fileIds = images[index] ?? [];
        if (fileIds.length > 0)
          await tx
            .update(storedFiles)
            .set({ attachedTo: `shelf:${item.id}` })
            .where(inArray(storedFiles.id, fileIds));
      }
      return items.length;
    },
  })) ?? 0;
