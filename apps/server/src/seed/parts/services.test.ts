import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInCall } from '../../../test/signed-in-call.ts';
import { serviceFormOf } from '../../modules/portal/marketplace/public.ts';
import { shelfEvents, shelfItems, shelfRevisions } from '../../modules/portal/marketplace/shelf/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { tenants, users } from '../../platform/identity/tables.ts';
import { fileServiceImageStore, type ImageStore } from '../cover-store.ts';
import { SeedDataError } from '../load/data-file.ts';
import { SHELF_SEED_STATES } from '../load/schemas.ts';
import { loadSeedData, type SeedData } from '../load/seed-data.ts';
import { seedAccounts } from './accounts.ts';
import { seedServices } from './services.ts';

const contexts: TestContext[] = [];
const dirs: string[] = [];
let context: TestContext;
let data: SeedData;
const now = new Date();
let stored = 0;

/** The real files service, counting what it is asked to keep. */
const countingStore = (target: TestContext): ImageStore => {
  const store = fileServiceImageStore(target.app.files);
  return async (name, svg) => {
    stored += 1;
    return store(name, svg);
  };
};

/** A fresh database with the demo accounts and tenants, as the parts before this one leave it. */
const withAccounts = async () => {
  const fresh = await createTestContext();
  contexts.push(fresh);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-services-'));
  dirs.push(dataDir);
  await seedAccounts(fresh.db, data.accounts, dataDir);
  return fresh;
};

beforeAll(async () => {
  data = await loadSeedData();
  context = await withAccounts();
  await seedServices(context.db, data, { now, storeImage: countingStore(context) });
});

afterAll(async () => {
  await Promise.all(contexts.map((each) => each.close()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const tally = async (db: Database) => ({
  items: await n(db.select({ n: count() }).from(shelfItems)),
  revisions: await n(db.select({ n: count() }).from(shelfRevisions)),
  events: await n(db.select({ n: count() }).from(shelfEvents)),
  images: await n(db.select({ n: count() }).from(storedFiles).where(like(storedFiles.attachedTo, 'shelf:%'))),
});

/** Each seeded item with the data-file entry it came from (names are unique in the file). */
const seededItems = async () => {
  const rows = await context.db
    .select({ item: shelfItems, name: shelfRevisions.name })
    .from(shelfItems)
    .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.workingRevisionId));
  return rows.map(({ item, name }) => {
    const seed = data.services.find((each) => (each.edited?.name ?? each.service.name) === name);
    if (!seed) throw new Error(`no data entry for ${name}`);
    return { item, seed };
  });
};

const tenantIdOf = async (key: string) => {
  const code = data.accounts.tenants.find((tenant) => tenant.key === key)?.creditCode ?? '';
  const [row] = await context.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.creditCode, code));
  if (!row) throw new Error(`no tenant ${key}`);
  return row.id;
};

const signIn = async (username: string) => {
  const [user] = await context.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return { user, token: await openSession(context.db, user.id) };
};

describe('demo services', () => {
  it('ships every state of the shelf, in the numbers the demo needs', () => {
    const perState = Object.fromEntries(
      SHELF_SEED_STATES.map((state) => [state, data.services.filter((seed) => seed.state === state).length]),
    );
    expect(perState).toEqual({
      listed: 40,
      pending: 6,
      editPending: 3,
      rejected: 4,
      offByOwner: 3,
      offByOperator: 1,
      draft: 3,
    });
    // both roles publish: the demo participant and the demo service provider, each in several states
    for (const key of ['tea', 'tech']) {
      const states = new Set(data.services.filter((seed) => seed.tenant === key).map((seed) => seed.state));
      expect(states.size, key).toBeGreaterThanOrEqual(6);
    }
  });

  it('leaves each item in the columns its state implies', async () => {
    const seeded = await seededItems();
    expect(seeded).toHaveLength(data.services.length);
    const statuses = seeded.map(({ item }) => `${item.audit}/${item.shelf}`);
    const times = (status: string) => statuses.filter((each) => each === status).length;
    const count = (state: string) => data.services.filter((seed) => seed.state === state).length;
    expect(times('approved/on')).toBe(count('listed'));
    expect(times('pending/none')).toBe(count('pending'));
    expect(times('pending/on')).toBe(count('editPending'));
    expect(times('rejected/none')).toBe(count('rejected'));
    expect(times('approved/off')).toBe(count('offByOwner') + count('offByOperator'));
    expect(times('draft/none')).toBe(count('draft'));

    for (const { item, seed } of seeded) {
      const wasListed = !['draft', 'pending', 'rejected'].includes(seed.state);
      expect(item.listedRevisionId !== null, seed.service.name).toBe(wasListed);
      expect(item.listedAt !== null).toBe(wasListed);
      expect(item.views > 0).toBe(wasListed);
      expect(item.submittedAt !== null).toBe(seed.state !== 'draft');
      expect(item.rejectReason).toBe(seed.state === 'rejected' ? seed.reason : null);
      expect(item.offShelfReason).toBe(seed.state === 'offByOperator' ? seed.reason : null);
      if (seed.state === 'editPending') expect(item.workingRevisionId).not.toBe(item.listedRevisionId);
      else if (wasListed) expect(item.workingRevisionId).toBe(item.listedRevisionId);
      expect(item.createdAt.getTime()).toBeLessThan(item.updatedAt.getTime() + 1);
      expect(item.updatedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('keeps the fields a draft has not filled in empty, and the rest as the data file has them', async () => {
    const drafts = (await seededItems()).filter(({ seed }) => seed.state === 'draft');
    expect(drafts.some(({ seed }) => seed.state === 'draft' && (seed.blank ?? []).length > 0)).toBe(true);
    for (const { item, seed } of drafts) {
      const [revision] = await context.db
        .select()
        .from(shelfRevisions)
        .where(eq(shelfRevisions.id, item.workingRevisionId ?? ''));
      if (!revision || seed.state !== 'draft') throw new Error('draft without a version');
      const form = serviceFormOf(revision);
      const blank: string[] = seed.blank ?? [];
      for (const [field, value] of Object.entries(seed.service))
        expect(form[field as keyof typeof form] ?? null, field).toEqual(blank.includes(field) ? null : value);
    }
  });

  it("tells each item's story in order, the owner's steps by its admin and the operator's by yunying", async () => {
    const seeded = await seededItems();
    const [operator] = await context.db.select().from(users).where(eq(users.username, 'yunying'));
    const [miaoling] = await context.db.select().from(users).where(eq(users.username, 'miaoling'));
    const story: Record<string, string> = {
      draft: 'save',
      pending: 'save publish',
      listed: 'save publish approve',
      editPending: 'save publish approve save',
      rejected: 'save publish reject',
      offByOwner: 'save publish approve offShelf',
      offByOperator: 'save publish approve offShelf',
    };
    for (const { item, seed } of seeded) {
      const log = await context.db
        .select()
        .from(shelfEvents)
        .where(eq(shelfEvents.itemId, item.id))
        .orderBy(asc(shelfEvents.sequence));
      expect(log.map((event) => event.action).join(' '), seed.service.name).toBe(story[seed.state]);
      expect(log.map((event) => event.sequence)).toEqual(log.map((_, i) => i + 1));
      expect(log[0]?.from).toEqual({ audit: 'draft', shelf: 'none' });
      log.forEach((event, i) => {
        if (i > 0) {
          expect(event.from).toEqual(log[i - 1]?.to);
          expect(event.at.getTime()).toBeGreaterThan(log[i - 1]?.at.getTime() ?? 0);
        }
        if (event.actorRole === 'operator') expect(event.actorUserId).toBe(operator?.id);
        else if (seed.tenant === 'tea') expect(event.actorUserId).toBe(miaoling?.id);
        else if (!seed.tenant) expect(event.actorUserId).toBeNull();
      });
      expect(log.at(-1)?.to).toEqual({ audit: item.audit, shelf: item.shelf });
      expect(log.at(-1)?.at).toEqual(item.updatedAt);
      if (seed.state === 'editPending') {
        const changed = log.at(-1)?.changedFields ?? [];
        expect(changed.length).toBeGreaterThanOrEqual(1);
        expect(changed.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('attaches one to three drawn pictures to each service, the first as its cover', async () => {
    const seeded = await seededItems();
    expect(stored).toBe(data.services.reduce((sum, seed) => sum + seed.scenes.length, 0));
    for (const { item, seed } of seeded) {
      const files = await context.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.attachedTo, `shelf:${item.id}`));
      expect(files).toHaveLength(seed.scenes.length);
      expect(files.every((file) => file.kind === 'image' && file.visibility === 'public')).toBe(true);
      const [working] = await context.db
        .select()
        .from(shelfRevisions)
        .where(eq(shelfRevisions.id, item.workingRevisionId ?? ''));
      expect(files.map((file) => file.id)).toContain(working?.coverFileId);
      expect(working?.details.imageFileIds).toHaveLength(seed.scenes.length);
    }
  });

  it('shows the approved versions in the service centre, an edit waiting for audit under its approved version', async () => {
    const { token } = await signIn('cunmin');
    const page = await signedInCall(context.app, 'POST', '/basics/pc/serviceCenter/page', token, {
      body: { pageSize: 100 },
    });
    expect(page.status, page.body.msg).toBe(200);
    const onShelf = data.services.filter((seed) => seed.state === 'listed' || seed.state === 'editPending');
    expect(page.body.data.total).toBe(onShelf.length);
    const rows = page.body.data.rows as { name: string; summary: string; coverUrl: string | null }[];
    expect(rows.map((row) => row.name).sort()).toEqual(onShelf.map((seed) => seed.service.name).sort());
    expect(rows.every((row) => row.coverUrl?.startsWith('/files/'))).toBe(true);
    const edited = data.services.find((seed) => seed.tenant === 'tea' && seed.state === 'editPending');
    const card = rows.find((row) => row.name === edited?.service.name);
    expect(card?.summary).toBe(edited?.service.summary);
    expect(card?.summary).not.toBe(edited?.edited?.summary);
  });

  it("fills the operator's queue with waits of different ages, some of them overdue", async () => {
    const { token } = await signIn('yunying');
    const queue = await signedInCall(context.app, 'POST', '/basics/admin/shelf/page', token, {
      body: { kind: 'service', pageSize: 100 },
    });
    expect(queue.status, queue.body.msg).toBe(200);
    const waiting = data.services.filter((seed) => seed.state === 'pending' || seed.state === 'editPending');
    const overdue = waiting.filter((seed) => 'hoursAgo' in seed && seed.hoursAgo >= 48).length;
    expect(overdue).toBeGreaterThan(0);
    expect(queue.body.data.overdue).toBe(overdue);
    expect(queue.body.data.counts.pending).toBe(waiting.length);
    const rows = queue.body.data.rows as { isEdit: boolean; waitingSeconds: number }[];
    expect(rows).toHaveLength(waiting.length);
    expect(rows.filter((row) => row.isEdit)).toHaveLength(
      data.services.filter((seed) => seed.state === 'editPending').length,
    );
    // longest wait first
    const waits = rows.map((row) => row.waitingSeconds);
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
  });

  it('shows an edit waiting for audit beside its approved version, to the operator and to the publisher', async () => {
    const seeded = await seededItems();
    const operator = await signIn('yunying');
    const publisher = await signIn('miaoling');
    const tea = await tenantIdOf('tea');
    for (const { item, seed } of seeded.filter((each) => each.seed.state === 'editPending')) {
      if (seed.state !== 'editPending') continue;
      const review = await signedInCall(
        context.app,
        'GET',
        `/basics/admin/shelf/detail?id=${item.id}`,
        operator.token,
      );
      expect(review.status, review.body.msg).toBe(200);
      expect(review.body.data).toMatchObject({ isEdit: true, status: { audit: 'pending', shelf: 'on' } });
      const changed = (review.body.data.fields as { field: string; changed: boolean }[])
        .filter((field) => field.changed)
        .map((field) => field.field);
      // the operator reads a range's upper bound as part of the price
      const edited = new Set(
        Object.keys(seed.edit).map((field) => (field === 'priceMax' ? 'priceMin' : field)),
      );
      expect(changed.sort()).toEqual([...edited].sort());
      expect(review.body.data.log.map((entry: { action: string }) => entry.action)).toEqual([
        'save',
        'publish',
        'approve',
        'save',
      ]);
      if (seed.tenant !== 'tea') continue;
      const mine = await signedInCall(
        context.app,
        'GET',
        `/basics/pc/serviceCenter/publishDetail?id=${item.id}`,
        publisher.token,
        { tenantId: tea },
      );
      expect(mine.status, mine.body.msg).toBe(200);
      expect(mine.body.data.changedFields.sort()).toEqual(Object.keys(seed.edit).sort());
      expect(mine.body.data.listed.summary).toBe(seed.service.summary);
      expect(mine.body.data.working.images).toHaveLength(seed.scenes.length);
    }
  });

  it("gives the demo tenants' my-services tabs content in every tab", async () => {
    for (const [username, key] of [
      ['miaoling', 'tea'],
      ['qiannongyun', 'tech'],
    ] as const) {
      const { token } = await signIn(username);
      const mine = await signedInCall(context.app, 'POST', '/basics/pc/serviceCenter/myPublishPage', token, {
        tenantId: await tenantIdOf(key),
        body: { tab: 'all', pageSize: 100 },
      });
      expect(mine.status, mine.body.msg).toBe(200);
      const counts = mine.body.data.counts as Record<string, number>;
      expect(counts.all, key).toBe(data.services.filter((seed) => seed.tenant === key).length);
      for (const tab of ['draft', 'pending', 'onShelf', 'rejected', 'offShelf'])
        expect(counts[tab], `${key} ${tab}`).toBeGreaterThan(0);
      const rejected = (mine.body.data.rows as { audit: string; rejectReason: string | null }[]).find(
        (row) => row.audit === 'rejected',
      );
      expect(rejected?.rejectReason).toBeTruthy();
    }
  });

  it('writes nothing on a second run, and stores no picture for it', async () => {
    const before = await tally(context.db);
    const storedBefore = stored;
    expect(await seedServices(context.db, data, { now, storeImage: countingStore(context) })).toBe(0);
    expect(await tally(context.db)).toEqual(before);
    expect(stored).toBe(storedBefore);
  });

  it('refuses a region code the division table lacks, naming the entry, before it writes anything', async () => {
    const fresh = await withAccounts();
    const services = data.services.map((seed, i) =>
      i === 5 ? { ...seed, service: { ...seed.service, regionCode: '520199' } } : seed,
    );
    const error = await seedServices(fresh.db, { ...data, services }, { now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedDataError);
    expect((error as Error).message).toBe(
      '演示数据 data/services/services.json 的 [5].service.regionCode：行政区划代码 520199 不存在，或不是区县、乡镇一级',
    );
    expect(await tally(fresh.db)).toEqual({ items: 0, revisions: 0, events: 0, images: 0 });
  });

  it('seeds services without pictures when no store is given', async () => {
    const fresh = await withAccounts();
    expect(await seedServices(fresh.db, data, { now })).toBe(data.services.length);
    expect(await tally(fresh.db)).toMatchObject({ items: data.services.length, images: 0 });
  });
});
