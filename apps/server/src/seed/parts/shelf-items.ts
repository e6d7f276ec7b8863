import { randomUUID } from 'node:crypto';
import { decideShelfAction, type ShelfAction, type ShelfKind, type ShelfStatus } from '@rrsp/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RevisionColumns } from '../../modules/portal/marketplace/public.ts';
import { shelfEvents, shelfItems, shelfRevisions } from '../../modules/portal/marketplace/shelf/tables.ts';
import type { Database, Transaction } from '../../platform/database/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { tenantMembers, tenants, users } from '../../platform/identity/tables.ts';
import { regions } from '../../platform/regions/tables.ts';
import type { ImageStore } from '../cover-store.ts';
import { type CoverScene, coverSvg } from '../covers.ts';
import { SeedDataError } from '../load/data-file.ts';
import type { SeedData } from '../load/seed-data.ts';
import { demoReviewerName } from './accounts.ts';
import { countRows, runPart } from './run-part.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What operators wrote when they approved; most approvals say nothing. */
const APPROVAL_REMARKS = ['资料齐全，准予上架', null, null, '内容与资质相符', null];

/** The fields of an item's content the seed itself reads. */
interface Content {
  name: string;
  regionCode: string;
}

/** What the seed reads of a demo item of either kind: its state, when its steps happened, its pictures. */
export type ShelfStorySeed<C extends Content> = {
  daysAgo: number;
  scenes: CoverScene[];
  edited: C | null;
  tenantCreditCode: string;
} & (
  | { state: 'draft'; blank?: string[] | undefined }
  | { state: 'pending'; hoursAgo: number }
  | { state: 'listed' }
  | { state: 'editPending'; hoursAgo: number }
  | { state: 'rejected'; hoursAgo: number; reason: string }
  | { state: 'offByOwner'; hoursAgo: number }
  | { state: 'offByOperator'; hoursAgo: number; reason: string }
);

/** What differs between demo products and demo services: where they come from and how a version is stored. */
export interface ShelfSeedKind<Seed extends ShelfStorySeed<C>, C extends Content> {
  kind: ShelfKind;
  /** 服务, 产品: for messages. */
  noun: string;
  /** The data file, as messages name it (services/services.json). */
  file: string;
  /** The field of the content in the data file, as messages name it. */
  key: string;
  contentOf: (seed: Seed) => C;
  /** A version's columns from the form (a draft's may lack any field but the name). */
  columnsOf: (form: Partial<C> & { name: string; imageFileIds: string[] }) => RevisionColumns;
  changedFields: (before: RevisionColumns | null, after: RevisionColumns) => string[];
  /**
   * Stores the private files a demo item rests on besides its pictures (a product's certificates) and answers the
   * seed with their ids in its content; the files are attached to the item and given to its author with it.
   */
  withEvidence?: (seed: Seed, index: number) => Promise<{ seed: Seed; fileIds: string[] }>;
}

/** One step of a demo item's story, as the shelf service would have logged it. */
interface Step {
  action: ShelfAction;
  by: 'owner' | 'operator';
  at: Date;
  remark: string | null;
  /** The version the step concerns: the first one saved, or the edit waiting for audit. */
  revision: 'first' | 'edit';
}

/**
 * The steps that leave a demo item in its state: saved, sent, decided, edited or taken off the shelf, at times
 * counted back from `now` and spread by the item's place in the file, so that no two lists tie on the same instant.
 * The data file's schema guarantees the gaps they need: two days for sending and an audit before a later step, four
 * hours before a refusal.
 */
const storyOf = (seed: ShelfStorySeed<Content>, index: number, now: Date): Step[] => {
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
  const steps: Step[] = [step('save', 'owner', created, '创建')];
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
const draftOf = <C extends Content>(content: C, blank: readonly string[]): Partial<C> & { name: string } => ({
  ...content,
  ...Object.fromEntries(blank.map((field) => [field, undefined])),
});

/** Every region must be a county or a township of the division table, as the publish form requires. */
const checkRegions = async <Seed extends ShelfStorySeed<C>, C extends Content>(
  db: Database,
  kind: ShelfSeedKind<Seed, C>,
  seeds: Seed[],
) => {
  const contents = seeds.map((seed) => [kind.contentOf(seed), seed.edited] as const);
  const codes = contents.flatMap((pair) => pair.flatMap((content) => (content ? [content.regionCode] : [])));
  const rows = await db
    .select({ code: regions.code, level: regions.level })
    .from(regions)
    .where(inArray(regions.code, [...new Set(codes)]));
  const usable = new Set(rows.filter((row) => row.level >= 3).map((row) => row.code));
  for (const [index, [content, edited]] of contents.entries()) {
    for (const [field, each] of [
      [kind.key, content],
      ['edit', edited],
    ] as const) {
      if (each && !usable.has(each.regionCode))
        throw new SeedDataError(
          `data/${kind.file}`,
          `[${index}].${field}.regionCode`,
          `行政区划代码 ${each.regionCode} 不存在，或不是区县、乡镇一级`,
        );
    }
  }
};

/** Who acts for each tenant: its first administrator, where it has one (settled tenants have no accounts). */
const actorsOf = async (tx: Transaction, accounts: SeedData['accounts'], creditCodes: string[]) => {
  const codes = [...new Set(creditCodes)];
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
  const operatorName = demoReviewerName({ accounts });
  const [operator] = await tx.select({ id: users.id }).from(users).where(eq(users.username, operatorName));
  if (!operator) throw new Error(`演示数据需要运营账号 ${operatorName}，数据库中没有`);
  return {
    operatorId: operator.id,
    tenantOf: (creditCode: string) => {
      const tenantId = tenantIds.get(creditCode);
      if (!tenantId) throw new Error(`演示数据的主体 ${creditCode} 不在数据库中`);
      return { tenantId, adminId: adminOf.get(tenantId) ?? null };
    },
  };
};

/**
 * The rows of one demo item: the item, its versions and its log. The log is walked through the shelf's own rules, so
 * a story they would refuse stops the seed, and the item's columns are those its last step leaves.
 */
const rowsOf = <Seed extends ShelfStorySeed<C>, C extends Content>(
  kind: ShelfSeedKind<Seed, C>,
  seed: Seed,
  index: number,
  imageFileIds: string[],
  context: { tenantId: string; adminId: string | null; operatorId: string; now: Date },
) => {
  const { tenantId, adminId, operatorId, now } = context;
  const content = kind.contentOf(seed);
  const itemId = randomUUID();
  const first = kind.columnsOf({
    ...(seed.state === 'draft' ? draftOf(content, seed.blank ?? []) : content),
    imageFileIds,
  });
  const edit = seed.edited ? kind.columnsOf({ ...seed.edited, imageFileIds }) : null;
  const revisionIds = { first: randomUUID(), edit: randomUUID() };
  const steps = storyOf(seed, index, now);
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
      throw new Error(`演示${kind.noun} ${content.name} 的第 ${position + 1} 步（${step.action}）不合规则`);
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
      changedFields: edited ? kind.changedFields(first, edited) : [],
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
    kind: kind.kind,
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
 * Demo items of one kind in every state of the shelf, each with the log that led there and, given a store, one to
 * three drawn pictures. Done once there is any item of the kind: an owner's deletions stay deleted.
 */
export const seedShelfItems = async <Seed extends ShelfStorySeed<C>, C extends Content>(
  db: Database,
  kind: ShelfSeedKind<Seed, C>,
  seeds: Seed[],
  accounts: SeedData['accounts'],
  options: { now: Date; storeImage?: ImageStore },
): Promise<number> =>
  (await runPart(db, {
    isDone: async (executor) => (await countRows(executor, shelfItems, eq(shelfItems.kind, kind.kind))) > 0,
    prepare: async () => {
      await checkRegions(db, kind, seeds);
      const { withEvidence } = kind;
      const evidenced = withEvidence
        ? await Promise.all(seeds.map((seed, i) => withEvidence(seed, i)))
        : seeds.map((seed) => ({ seed, fileIds: [] as string[] }));
      const { storeImage } = options;
      if (!storeImage) return { evidenced, images: seeds.map((): string[] => []) };
      const images = await Promise.all(
        seeds.map((seed, i) =>
          Promise.all(
            seed.scenes.map((scene, j) => {
              const name = `${kind.kind}-${i + 1}-${j + 1}`;
              return storeImage(`${name}.svg`, coverSvg(scene, name, kind.contentOf(seed).name));
            }),
          ),
        ),
      );
      return { evidenced, images };
    },
    write: async (tx, { evidenced, images }) => {
      const actors = await actorsOf(
        tx,
        accounts,
        seeds.map((seed) => seed.tenantCreditCode),
      );
      const written = evidenced.map(({ seed }, index) =>
        rowsOf(kind, seed, index, images[index] ?? [], {
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
        const evidenceIds = evidenced[index]?.fileIds ?? [];
        if (evidenceIds.length > 0)
          await tx
            .update(storedFiles)
            .set({ attachedTo: `shelf:${item.id}`, ownerUserId: item.createdBy ?? null })
            .where(inArray(storedFiles.id, evidenceIds));
      }
      return items.length;
    },
  })) ?? 0;
