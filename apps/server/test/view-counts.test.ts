import { getProductInfo, solutionEndpoints } from '@rrsp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../src/modules/portal/content/tables.ts';
import { shelfItems } from '../src/modules/portal/marketplace/shelf/tables.ts';
import { viewMarks, viewSalts } from '../src/platform/database/tables.ts';
import { createViewCounter, PURGE_VIEW_MARKS_JOB } from '../src/platform/database/view-counter.ts';
import { insertClass, insertItem } from './content-fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from './harness.ts';
import { leishanTownship } from './settlement-fixtures.ts';
import { decideAsOperator, productForm, uploadImage } from './shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from './signed-in-call.ts';
import { waitFor } from './wait.ts';

/**
 * A view counts once per visitor, item and China day, on every instance together (issue 23): reloading a detail, or
 * scripting it, does not raise its figure.
 */
let context: TestContext;
let classId: string;
beforeAll(async () => {
  context = await createTestContext();
  classId = (await insertClass(context.db, 'solution', '智慧农业')).id;
});
afterAll(async () => context?.close());

const newSolution = async (title: string) =>
  (await insertItem(context.db, { kind: 'solution', classId, title })).id;

const viewsOf = async (id: string) =>
  (
    await context.db.select({ views: contentItems.views }).from(contentItems).where(eq(contentItems.id, id))
  )[0]?.views;

const readDetail = (id: string, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'GET',
    url: `${solutionEndpoints.detail.path}?id=${id}`,
    headers: portalHeaders(headers),
    remoteAddress,
  });

describe('counting views of a detail', () => {
  it('counts 50 reads of one visitor, one after another and in parallel, as one view', async () => {
    const id = await newSolution('一位访客反复打开');
    for (let i = 0; i < 25; i += 1) expect((await readDetail(id)).statusCode).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 25 }, () => readDetail(id)));
    expect(parallel.every((response) => response.statusCode === 200)).toBe(true);
    await context.app.viewCounter.flush();
    expect(await viewsOf(id)).toBe(1);
    // the next flush, and a later read of the same visitor the same day, add nothing
    await readDetail(id);
    await context.app.viewCounter.flush();
    expect(await viewsOf(id)).toBe(1);
  });

  it('counts two visitors as two views, a signed-in user as a visitor of his own', async () => {
    const id = await newSolution('两位访客');
    await Promise.all([
      readDetail(id, '203.0.113.8'),
      readDetail(id, '203.0.113.9'),
      readDetail(id, '203.0.113.9'),
    ]);
    await context.app.viewCounter.flush();
    expect(await viewsOf(id)).toBe(2);
    // a user counts by who he is, not where from: two addresses, one view
    const user = await signedInUser(context.db);
    await readDetail(id, '198.51.100.1', { Authorization: user.token });
    await readDetail(id, '198.51.100.2', { Authorization: user.token });
    await context.app.viewCounter.flush();
    expect(await viewsOf(id)).toBe(3);
  });

  it('counts one visitor once across two instances on one database', async () => {
    const id = await newSolution('两台服务器');
    const instances = [
      createViewCounter(context.db, { flushMs: 60_000 }),
      createViewCounter(context.db, { flushMs: 60_000 }),
    ];
    const visitor = { userId: null, address: '203.0.113.10' };
    for (const counter of instances) counter.count('content_items', id, visitor);
    await Promise.all(instances.map((counter) => counter.flush()));
    expect(await viewsOf(id)).toBe(1);
    for (const counter of instances)
      counter.count('content_items', id, { userId: null, address: '203.0.113.11' });
    await Promise.all(instances.map((counter) => counter.flush()));
    expect(await viewsOf(id)).toBe(2);
  });

  it('knows an item by its id in any case, counts nothing for an id that is not one, and keeps users and addresses apart', async () => {
    const id = await newSolution('大小写与非法编号');
    const counter = createViewCounter(context.db, { flushMs: 60_000 });
    const visitor = { userId: null, address: '203.0.113.20' };
    counter.count('content_items', id.toUpperCase(), visitor);
    counter.count('content_items', id, visitor);
    for (let i = 0; i < 3; i += 1) counter.count('content_items', 'not-an-id', visitor);
    // a user whose id reads like the address is another visitor
    counter.count('content_items', id, { userId: '203.0.113.20', address: '203.0.113.20' });
    await counter.flush();
    expect(await viewsOf(id)).toBe(2);
    // after the flush the same visitors' reads are known again by their marks: nothing added
    counter.count('content_items', id, visitor);
    counter.count('content_items', id.toUpperCase(), { userId: '203.0.113.20', address: '198.51.100.1' });
    await counter.flush();
    expect(await viewsOf(id)).toBe(2);
  });

  it('keeps no address: marks hold a salted hash, one salt a day shared by the instances', async () => {
    const id = await newSolution('不存地址');
    await readDetail(id, '203.0.113.12');
    await context.app.viewCounter.flush();
    const marks = await context.db.select().from(viewMarks).where(eq(viewMarks.itemId, id));
    expect(marks).toHaveLength(1);
    expect(marks[0]?.visitor).not.toContain('203.0.113.12');
    expect(marks[0]?.visitor).toMatch(/^[\w-]{43}$/);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await context.db.select().from(viewSalts).where(eq(viewSalts.day, today))).toHaveLength(1);
  });

  it('counts a product on the shelf once per visitor, without a write per read', async () => {
    const farm = await tenantAdminCaller(context, { roles: ['participant'], prefix: '/basics/pc/product' });
    const image = await uploadImage(context.app, farm.admin.token);
    const township = await leishanTownship(context.db);
    const saved = await farm.call(
      '/saveOrUpdate',
      productForm({ regionCode: township, imageFileIds: [image] }),
    );
    await farm.call('/publish', { id: saved.body.data.id });
    const operator = await signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
    await decideAsOperator(context.app, operator.token, 'approve', { id: saved.body.data.id });

    const reader = await signedInUser(context.db);
    const read = () =>
      signedInCall(context.app, 'GET', `${getProductInfo.path}?id=${saved.body.data.id}`, reader.token);
    const answers = await Promise.all(Array.from({ length: 10 }, read));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const views = async () =>
      (
        await context.db
          .select({ views: shelfItems.views })
          .from(shelfItems)
          .where(eq(shelfItems.id, saved.body.data.id))
      )[0]?.views;
    // nothing is written while reading: the counter writes once, at its flush
    expect(await views()).toBe(0);
    await context.app.viewCounter.flush();
    expect(await views()).toBe(1);
  });

  it('forgets marks and salts older than yesterday (China days)', async () => {
    const id = await newSolution('过期的标记');
    const chinaDay = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const mark = (daysAgo: number) => ({
      day: chinaDay(daysAgo),
      itemTable: 'content_items',
      itemId: id,
      visitor: `purge-test-${daysAgo}`,
    });
    await context.db.insert(viewMarks).values([mark(0), mark(1), mark(2), mark(30)]);
    await context.db
      .insert(viewSalts)
      .values([2, 30].map((daysAgo) => ({ day: chinaDay(daysAgo), salt: 'old' })));
    await context.app.jobs.add(PURGE_VIEW_MARKS_JOB, {});
    const left = async () =>
      (await context.db.select({ day: viewMarks.day }).from(viewMarks).where(eq(viewMarks.itemId, id)))
        .map((row) => row.day)
        .sort();
    await waitFor(async () => ((await left()).length === 2 ? true : undefined));
    expect(await left()).toEqual([chinaDay(1), chinaDay(0)]);
    expect(await context.db.select().from(viewSalts).where(eq(viewSalts.salt, 'old'))).toHaveLength(0);
  });
});
