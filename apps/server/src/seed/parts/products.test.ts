import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CERTIFICATIONS } from '@rrsp/contract';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { signedInCall } from '../../../test/signed-in-call.ts';
import { productFormOf } from '../../modules/portal/marketplace/public.ts';
import { shelfEvents, shelfItems, shelfRevisions } from '../../modules/portal/marketplace/shelf/tables.ts';
import type { Database } from '../../platform/database/client.ts';
import { storedFiles } from '../../platform/files/tables.ts';
import { tenants, users } from '../../platform/identity/tables.ts';
import { fileServiceCertificateStore, fileServiceImageStore, type ImageStore } from '../cover-store.ts';
import { SeedDataError } from '../load/data-file.ts';
import { SHELF_SEED_STATES } from '../load/schemas.ts';
import { loadSeedData, type SeedData } from '../load/seed-data.ts';
import { seedAccounts } from './accounts.ts';
import { seedProducts } from './products.ts';
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
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rrsp-products-'));
  dirs.push(dataDir);
  await seedAccounts(fresh.db, data.accounts, dataDir);
  return fresh;
};

beforeAll(async () => {
  data = await loadSeedData();
  context = await withAccounts();
  // the services come first in the demo seed; the products part must not take them for its own
  await seedServices(context.db, data, { now });
  await seedProducts(context.db, data, {
    now,
    storeImage: countingStore(context),
    storeCertificate: fileServiceCertificateStore(context.app.files),
  });
  // every certificate's watermarked copy is drawn at its upload: about fifty small pictures, on a shared machine
}, 180_000);

afterAll(async () => {
  await Promise.all(contexts.map((each) => each.close()));
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
const isProduct = eq(shelfItems.kind, 'product');

const tally = async (db: Database) => ({
  items: await n(db.select({ n: count() }).from(shelfItems).where(isProduct)),
  revisions: await n(
    db
      .select({ n: count() })
      .from(shelfRevisions)
      .innerJoin(shelfItems, eq(shelfItems.id, shelfRevisions.itemId))
      .where(isProduct),
  ),
  events: await n(
    db
      .select({ n: count() })
      .from(shelfEvents)
      .innerJoin(shelfItems, eq(shelfItems.id, shelfEvents.itemId))
      .where(isProduct),
  ),
  images: await n(
    db.select({ n: count() }).from(storedFiles).where(like(storedFiles.originalName, 'product-%')),
  ),
});

/** Each seeded product with the data-file entry it came from (names are unique in the file). */
const seededProducts = async () => {
  const rows = await context.db
    .select({ item: shelfItems, name: shelfRevisions.name })
    .from(shelfItems)
    .innerJoin(shelfRevisions, eq(shelfRevisions.id, shelfItems.workingRevisionId))
    .where(isProduct);
  return rows.map(({ item, name }) => {
    const seed = data.products.find((each) => (each.edited?.name ?? each.product.name) === name);
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

const onShelf = () => data.products.filter((seed) => seed.state === 'listed' || seed.state === 'editPending');

describe('demo products', () => {
  it('ships every state of the shelf, in the numbers the demo needs, all of participants', () => {
    const perState = Object.fromEntries(
      SHELF_SEED_STATES.map((state) => [state, data.products.filter((seed) => seed.state === state).length]),
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
    // the demo participant's own list has every state
    const tea = new Set(data.products.filter((seed) => seed.tenant === 'tea').map((seed) => seed.state));
    expect([...tea].sort()).toEqual([...SHELF_SEED_STATES].sort());
    const participants = [...data.accounts.tenants, ...data.accounts.settledTenants].filter((tenant) =>
      tenant.roles.includes('participant'),
    );
    for (const seed of data.products)
      expect(participants.map((tenant) => tenant.creditCode)).toContain(seed.tenantCreditCode);
    // every participant tenant lists something
    for (const tenant of participants)
      expect(
        data.products.some((seed) => seed.tenantCreditCode === tenant.creditCode),
        tenant.name,
      ).toBe(true);
  });

  it('leaves each product in the columns its state implies, next to the services', async () => {
    const seeded = await seededProducts();
    expect(seeded).toHaveLength(data.products.length);
    expect(
      await n(context.db.select({ n: count() }).from(shelfItems).where(eq(shelfItems.kind, 'service'))),
    ).toBe(data.services.length);
    const statuses = seeded.map(({ item }) => `${item.audit}/${item.shelf}`);
    const times = (status: string) => statuses.filter((each) => each === status).length;
    const inState = (state: string) => data.products.filter((seed) => seed.state === state).length;
    expect(times('approved/on')).toBe(inState('listed'));
    expect(times('pending/none')).toBe(inState('pending'));
    expect(times('pending/on')).toBe(inState('editPending'));
    expect(times('rejected/none')).toBe(inState('rejected'));
    expect(times('approved/off')).toBe(inState('offByOwner') + inState('offByOperator'));
    expect(times('draft/none')).toBe(inState('draft'));

    for (const { item, seed } of seeded) {
      const wasListed = !['draft', 'pending', 'rejected'].includes(seed.state);
      expect(item.listedRevisionId !== null, seed.product.name).toBe(wasListed);
      expect(item.views > 0).toBe(wasListed);
      expect(item.submittedAt !== null).toBe(seed.state !== 'draft');
      expect(item.rejectReason).toBe(seed.state === 'rejected' ? seed.reason : null);
      expect(item.offShelfReason).toBe(seed.state === 'offByOperator' ? seed.reason : null);
      if (seed.state === 'editPending') expect(item.workingRevisionId).not.toBe(item.listedRevisionId);
      else if (wasListed) expect(item.workingRevisionId).toBe(item.listedRevisionId);
      expect(item.updatedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('keeps each version as the product form reads it again, certifications as the tags the shelf filters by', async () => {
    for (const { item, seed } of await seededProducts()) {
      const [revision] = await context.db
        .select()
        .from(shelfRevisions)
        .where(eq(shelfRevisions.id, item.workingRevisionId ?? ''));
      if (!revision) throw new Error('product without a version');
      const content = seed.edited ?? seed.product;
      expect(revision.tags, seed.product.name).toEqual(content.certifications.map((claim) => claim.kind));
      const form = productFormOf(revision);
      const blank: string[] = seed.state === 'draft' ? (seed.blank ?? []) : [];
      for (const [field, value] of Object.entries(content)) {
        if (field === 'certifications') continue;
        expect(form[field as keyof typeof form] ?? null, field).toEqual(blank.includes(field) ? null : value);
      }
      // each certification with its number, and a drawn certificate: private, the item's, its author's (issue 24)
      const claims = form.certifications as {
        kind: string;
        certificateNumber: string;
        evidenceFileId: string;
      }[];
      expect(claims.map(({ kind, certificateNumber }) => ({ kind, certificateNumber }))).toEqual(
        content.certifications.map(({ kind, certificateNumber }) => ({ kind, certificateNumber })),
      );
      for (const claim of claims) {
        const [file] = await context.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.id, claim.evidenceFileId));
        expect(file, `${seed.product.name} ${claim.kind}`).toMatchObject({
          kind: 'certificate',
          visibility: 'private',
          attachedTo: `shelf:${item.id}`,
          ownerUserId: item.createdBy,
        });
      }
    }
  });

  it("tells each product's story in order, the owner's steps by its admin and the operator's by yunying", async () => {
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
    for (const { item, seed } of await seededProducts()) {
      const log = await context.db
        .select()
        .from(shelfEvents)
        .where(eq(shelfEvents.itemId, item.id))
        .orderBy(asc(shelfEvents.sequence));
      expect(log.map((event) => event.action).join(' '), seed.product.name).toBe(story[seed.state]);
      log.forEach((event, i) => {
        if (i > 0) {
          expect(event.from).toEqual(log[i - 1]?.to);
          expect(event.at.getTime()).toBeGreaterThan(log[i - 1]?.at.getTime() ?? 0);
        }
        if (event.actorRole === 'operator') expect(event.actorUserId).toBe(operator?.id);
        else if (seed.tenant === 'tea') expect(event.actorUserId).toBe(miaoling?.id);
        else expect(event.actorUserId).toBeNull();
      });
      expect(log.at(-1)?.to).toEqual({ audit: item.audit, shelf: item.shelf });
      if (seed.state === 'editPending')
        expect([...(log.at(-1)?.changedFields ?? [])].sort()).toEqual(Object.keys(seed.edit).sort());
    }
  });

  it('attaches one to three drawn pictures to each product, the first as its cover', async () => {
    expect(stored).toBe(data.products.reduce((sum, seed) => sum + seed.scenes.length, 0));
    for (const { item, seed } of await seededProducts()) {
      const files = await context.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.attachedTo, `shelf:${item.id}`), eq(storedFiles.kind, 'image')));
      expect(files).toHaveLength(seed.scenes.length);
      expect(files.every((file) => file.kind === 'image' && file.visibility === 'public')).toBe(true);
      const [working] = await context.db
        .select()
        .from(shelfRevisions)
        .where(eq(shelfRevisions.id, item.workingRevisionId ?? ''));
      const cover = files.find(
        (file) => file.originalName === `product-${data.products.indexOf(seed) + 1}-1.svg`,
      );
      expect(working?.coverFileId).toBe(cover?.id);
      expect(working?.details.imageFileIds).toHaveLength(seed.scenes.length);
    }
  });

  it('lists the approved versions in the product list, and filters them by certification', async () => {
    const { token } = await signIn('cunmin');
    const list = async (body: Record<string, unknown>) => {
      const page = await signedInCall(context.app, 'POST', '/basics/pc/product/list', token, {
        body: { pageSize: 100, ...body },
      });
      expect(page.status, page.body.msg).toBe(200);
      return page.body.data as {
        total: number;
        rows: {
          name: string;
          summary: string;
          certifications: string[];
          coverUrl: string | null;
          regionName: string;
        }[];
      };
    };
    const all = await list({});
    expect(all.total).toBe(onShelf().length);
    expect(all.rows.map((row) => row.name).sort()).toEqual(
      onShelf()
        .map((seed) => seed.product.name)
        .sort(),
    );
    expect(all.rows.every((row) => row.coverUrl?.startsWith('/files/') && row.regionName)).toBe(true);
    // an edit waiting for audit leaves the approved version on the shelf
    const edited = data.products.find((seed) => seed.tenant === 'tea' && seed.state === 'editPending');
    const card = all.rows.find((row) => row.name === edited?.product.name);
    expect(card?.certifications).toEqual(edited?.product.certifications.map((claim) => claim.kind));

    for (const certification of CERTIFICATIONS) {
      const expected = onShelf().filter((seed) =>
        seed.product.certifications.some((claim) => claim.kind === certification),
      );
      expect(expected.length, certification).toBeGreaterThan(0);
      const filtered = await list({ certification });
      expect(filtered.total, certification).toBe(expected.length);
      expect(filtered.rows.every((row) => row.certifications.includes(certification))).toBe(true);
    }
    const geo = await list({ certification: 'geo', keyword: '猕猴桃' });
    expect(geo.rows.map((row) => row.name).sort()).toEqual(
      onShelf()
        .filter(
          ({ product }) =>
            product.certifications.some((claim) => claim.kind === 'geo') &&
            (product.name.includes('猕猴桃') || product.summary.includes('猕猴桃')),
        )
        .map((seed) => seed.product.name)
        .sort(),
    );
  });

  it("fills the operator's product queue with waits of different ages, some of them overdue", async () => {
    const { token } = await signIn('yunying');
    const queue = await signedInCall(context.app, 'POST', '/basics/admin/shelf/page', token, {
      body: { kind: 'product', pageSize: 100 },
    });
    expect(queue.status, queue.body.msg).toBe(200);
    const waiting = data.products.filter((seed) => seed.state === 'pending' || seed.state === 'editPending');
    const overdue = waiting.filter((seed) => 'hoursAgo' in seed && seed.hoursAgo >= 48).length;
    expect(overdue).toBeGreaterThan(0);
    expect(queue.body.data.overdue).toBe(overdue);
    expect(queue.body.data.counts.pending).toBe(waiting.length);
    const rows = queue.body.data.rows as { kind: string; isEdit: boolean }[];
    expect(rows).toHaveLength(waiting.length);
    expect(rows.every((row) => row.kind === 'product')).toBe(true);
    expect(rows.filter((row) => row.isEdit)).toHaveLength(
      data.products.filter((seed) => seed.state === 'editPending').length,
    );
  });

  it("gives miaoling's cooperative content in every tab of its products, with the reasons it was given", async () => {
    const { token } = await signIn('miaoling');
    const mine = await signedInCall(context.app, 'POST', '/basics/pc/product/participantList', token, {
      tenantId: await tenantIdOf('tea'),
      body: { tab: 'all', pageSize: 100 },
    });
    expect(mine.status, mine.body.msg).toBe(200);
    const counts = mine.body.data.counts as Record<string, number>;
    expect(counts.all).toBe(data.products.filter((seed) => seed.tenant === 'tea').length);
    for (const tab of ['draft', 'pending', 'onShelf', 'rejected', 'offShelf'])
      expect(counts[tab], tab).toBeGreaterThan(0);
    const rows = mine.body.data.rows as {
      id: string;
      audit: string;
      shelf: string;
      rejectReason: string | null;
    }[];
    expect(rows.find((row) => row.audit === 'rejected')?.rejectReason).toBeTruthy();
    const offByOperator = data.products.find(
      (seed) => seed.tenant === 'tea' && seed.state === 'offByOperator',
    );
    const detail = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/product/publishDetail?id=${
        (await seededProducts()).find(({ seed }) => seed === offByOperator)?.item.id
      }`,
      token,
      { tenantId: await tenantIdOf('tea') },
    );
    expect(detail.status, detail.body.msg).toBe(200);
    expect(detail.body.data.offShelfReason).toBe(
      offByOperator?.state === 'offByOperator' && offByOperator.reason,
    );
  });

  it('writes nothing on a second run, and stores no picture for it', async () => {
    const before = await tally(context.db);
    const storedBefore = stored;
    expect(await seedProducts(context.db, data, { now, storeImage: countingStore(context) })).toBe(0);
    expect(await tally(context.db)).toEqual(before);
    expect(stored).toBe(storedBefore);
  });

  it('refuses a region code the division table lacks, naming the entry, before it writes anything', async () => {
    const fresh = await withAccounts();
    const products = data.products.map((seed, i) =>
      i === 7 ? { ...seed, product: { ...seed.product, regionCode: '522699' } } : seed,
    );
    const error = await seedProducts(fresh.db, { ...data, products }, { now }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedDataError);
    expect((error as Error).message).toBe(
      '演示数据 data/products/products.json 的 [7].product.regionCode：行政区划代码 522699 不存在，或不是区县、乡镇一级',
    );
    expect(await tally(fresh.db)).toEqual({ items: 0, revisions: 0, events: 0, images: 0 });
  });
});
