import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import { decideAsOperator, serviceForm, uploadImage } from '../../../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../../test/wait.ts';
import { tenantMembers } from '../../../../platform/identity/tables.ts';
import { messages } from '../../../../platform/messaging/tables.ts';
import { shelfEvents, shelfItems } from '../shelf/tables.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const person = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(context.db, options);

/** An approved tenant with one admin, who calls with that tenant chosen. */
const publisher = (
  roles: ('participant' | 'servant')[] = ['servant'],
  status: 'approved' | 'pending' = 'approved',
) => tenantAdminCaller(context, { roles, status, prefix: '/basics/pc/serviceCenter' });

const operator = async () => {
  const user = await person({ operatorRoles: ['marketReviewer'] });
  const call = (path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    signedInCall(
      context.app,
      method,
      `/basics/admin/shelf${path}`,
      user.token,
      body === undefined ? {} : { body },
    );
  /** A decision as the review page makes it: on the version the operator just read. */
  const decide = (
    action: 'approve' | 'reject' | 'offShelf',
    body: { id: string; [field: string]: unknown },
  ) => decideAsOperator(context.app, user.token, action, body);
  return { ...user, call, decide };
};

type Publisher = Awaited<ReturnType<typeof publisher>>;

/** A complete service of the publisher, sent to audit; answers its id. */
const pendingService = async (owner: Publisher, overrides: Record<string, unknown> = {}) => {
  const image = await uploadImage(context.app, owner.admin.token);
  const saved = await owner.call(
    '/saveOrUpdate',
    serviceForm({ regionCode: township, imageFileIds: [image], ...overrides }),
  );
  expect(saved.status, saved.body.msg).toBe(200);
  const published = await owner.call('/publish', { id: saved.body.data.id });
  expect(published.status, published.body.msg).toBe(200);
  return saved.body.data.id as string;
};

const shelfNames = async (owner: Publisher, keyword?: string) => {
  const page = await owner.call('/page', { pageSize: 100, ...(keyword ? { keyword } : {}) });
  expect(page.status, page.body.msg).toBe(200);
  return page.body.data.rows.map((row: { name: string }) => row.name) as string[];
};

const statusOf = async (id: string) => {
  const [row] = await context.db.select().from(shelfItems).where(eq(shelfItems.id, id));
  return row && { audit: row.audit, shelf: row.shelf, deleted: row.deletedAt !== null };
};

describe('service centre', () => {
  it('a draft waits for audit, an operator approves it, and it appears on the shelf with its contacts', async () => {
    const owner = await publisher();
    const ops = await operator();
    const name = `黔东南冷链仓储${Date.now()}`;

    // a draft needs only a name; it cannot go to audit until complete
    const draft = await owner.call('/saveOrUpdate', { name });
    expect(draft.status, draft.body.msg).toBe(200);
    expect(draft.body.data).toMatchObject({
      audit: 'draft',
      shelf: 'none',
      actions: ['save', 'publish', 'delete'],
    });
    const early = await owner.call('/publish', { id: draft.body.data.id });
    expect(early.status).toBe(400);
    expect(early.body.reason).toBe('VALIDATION');
    expect(early.body.msg).toMatch(/不完整/);
    expect(early.body.data.fields.map((issue: { field: string }) => issue.field)).toEqual(
      expect.arrayContaining(['category', 'regionCode', 'imageFileIds', 'contactMobile']),
    );

    const image = await uploadImage(context.app, owner.admin.token);
    const filled = await owner.call(
      '/saveOrUpdate',
      serviceForm({
        id: draft.body.data.id,
        name,
        category: 'storage',
        regionCode: township,
        imageFileIds: [image],
      }),
    );
    expect(filled.status, filled.body.msg).toBe(200);
    expect(filled.body.data.working.images).toHaveLength(1);
    expect(filled.body.data.working.regionName).toMatch(/雷山县/);
    const sent = await owner.call('/publish', { id: draft.body.data.id });
    expect(sent.body.data).toMatchObject({ audit: 'pending', shelf: 'none' });
    expect(await shelfNames(owner, name)).toEqual([]);

    const queue = await ops.call('/page', { kind: 'service', keyword: name });
    expect(queue.status, queue.body.msg).toBe(200);
    expect(queue.body.data.rows).toHaveLength(1);
    expect(queue.body.data.rows[0]).toMatchObject({
      name,
      tenantName: owner.tenant.name,
      isEdit: false,
      audit: 'pending',
    });
    expect(queue.body.data.rows[0].waitingSeconds).toBeGreaterThanOrEqual(0);
    expect(queue.body.data.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await ops.decide('approve', { id: draft.body.data.id, remark: '资料齐全' });
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data.status).toEqual({ audit: 'approved', shelf: 'on' });
    expect(approved.body.data.log.map((entry: { action: string }) => entry.action)).toEqual([
      'save',
      'save',
      'publish',
      'approve',
    ]);

    // any signed-in user finds it, with the provider's contacts
    const visitor = await person();
    const found = await signedInCall(context.app, 'POST', '/basics/pc/serviceCenter/page', visitor.token, {
      body: { keyword: name, category: 'storage', regionCode: '522634' },
    });
    expect(found.body.data.rows.map((row: { name: string }) => row.name)).toEqual([name]);
    expect(found.body.data.rows[0].coverUrl).toMatch(/^\/files\//);
    const detail = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/serviceCenter/detail?id=${draft.body.data.id}`,
      visitor.token,
    );
    // views are written by the counter, once per visitor and day (decision 015): this one is not in the figure yet
    expect(detail.body.data).toMatchObject({ name, contactMobile: '13985550002', own: false, views: 0 });

    // the publisher hears of the decision in the work area
    const notice = await waitFor(async () => {
      const [row] = await context.db.select().from(messages).where(eq(messages.userId, owner.admin.id));
      return row;
    });
    expect(notice.title).toBe('服务审核通过');
    expect(notice.link).toBe(`/servant/service/publicDetail?id=${draft.body.data.id}`);
  });

  it('an edit of an approved service keeps the approved version on the shelf until the edit is approved', async () => {
    const owner = await publisher();
    const ops = await operator();
    const before = `苗绣品牌设计${Date.now()}`;
    const after = `${before}（升级版）`;
    const id = await pendingService(owner, { name: before, category: 'branding' });
    await ops.decide('approve', { id });

    const current = await owner.call(`/publishDetail?id=${id}`, undefined, 'GET');
    const edited = await owner.call('/saveOrUpdate', {
      ...serviceForm({
        regionCode: township,
        imageFileIds: current.body.data.working.images.map((image: { fileId: string }) => image.fileId),
      }),
      id,
      name: after,
      category: 'branding',
    });
    expect(edited.status, edited.body.msg).toBe(200);
    expect(edited.body.data).toMatchObject({ audit: 'pending', shelf: 'on', changedFields: ['name'] });
    expect(edited.body.data.listed.name).toBe(before);
    expect(await shelfNames(owner, before)).toEqual([before]);

    const review = await ops.call(`/detail?id=${id}`, undefined, 'GET');
    expect(review.body.data.isEdit).toBe(true);
    const nameField = review.body.data.fields.find((field: { field: string }) => field.field === 'name');
    expect(nameField).toMatchObject({ value: after, listedValue: before, changed: true });
    expect(review.body.data.fields.filter((field: { changed: boolean }) => field.changed)).toHaveLength(1);

    // a rejected edit leaves the approved version where it was
    const rejected = await ops.decide('reject', { id, reason: '名称与实际服务不符' });
    expect(rejected.body.data.status).toEqual({ audit: 'rejected', shelf: 'on' });
    expect(await shelfNames(owner, before)).toEqual([before]);
    const mine = await owner.call(`/publishDetail?id=${id}`, undefined, 'GET');
    expect(mine.body.data.rejectReason).toBe('名称与实际服务不符');

    await owner.call('/publish', { id });
    await ops.decide('approve', { id });
    expect(await shelfNames(owner, before)).toEqual([after]);
  });

  it('off-shelf hides a service; delete follows the rules; a refused action changes nothing', async () => {
    const owner = await publisher(['participant']);
    const ops = await operator();
    const name = `农机租赁${Date.now()}`;
    const id = await pendingService(owner, { name });

    // illegal transitions are refused with a reason and change nothing
    const twice = await owner.call('/publish', { id });
    expect(twice.status).toBe(409);
    expect(twice.body.reason).toBe('ILLEGAL_TRANSITION');
    expect(twice.body.msg).toMatch(/等待/);
    const deletePending = await owner.call('/delete', { id });
    expect(deletePending.body.reason).toBe('ILLEGAL_TRANSITION');
    expect(await statusOf(id)).toEqual({ audit: 'pending', shelf: 'none', deleted: false });

    await ops.decide('approve', { id });
    expect(await shelfNames(owner, name)).toEqual([name]);
    const approveAgain = await ops.decide('approve', { id });
    expect(approveAgain.body.reason).toBe('ILLEGAL_TRANSITION');
    const deleteListed = await owner.call('/delete', { id });
    expect(deleteListed.status).toBe(409);
    expect(deleteListed.body.msg).toMatch(/请先下架/);

    const off = await owner.call('/offShelf', { id });
    expect(off.body.data).toMatchObject({ audit: 'approved', shelf: 'off' });
    expect(await shelfNames(owner, name)).toEqual([]);
    const hidden = await owner.call(`/detail?id=${id}`, undefined, 'GET');
    expect(hidden.status).toBe(404);
    expect((await owner.call('/offShelf', { id })).body.reason).toBe('ILLEGAL_TRANSITION');

    const tabs = await owner.call('/myPublishPage', { tab: 'offShelf' });
    expect(tabs.body.data.rows.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(tabs.body.data.counts).toMatchObject({ all: 1, offShelf: 1, onShelf: 0 });

    const deleted = await owner.call('/delete', { id });
    expect(deleted.status, deleted.body.msg).toBe(200);
    expect((await owner.call('/myPublishPage', {})).body.data.total).toBe(0);
    expect((await owner.call(`/publishDetail?id=${id}`, undefined, 'GET')).status).toBe(404);
    // the log outlives the item
    const log = await context.db.select().from(shelfEvents).where(eq(shelfEvents.itemId, id));
    expect(log.map((entry) => entry.action)).toEqual(['save', 'publish', 'approve', 'offShelf', 'delete']);
    expect(log.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an operator takes a service off the shelf with a reason the publisher sees', async () => {
    const owner = await publisher();
    const ops = await operator();
    const id = await pendingService(owner);
    await ops.decide('approve', { id });
    const noReason = await ops.decide('offShelf', { id, reason: '' });
    expect(noReason.status).toBe(400);
    const off = await ops.decide('offShelf', { id, reason: '接到举报：服务资质过期' });
    expect(off.body.data.status).toEqual({ audit: 'approved', shelf: 'off' });
    const mine = await owner.call(`/publishDetail?id=${id}`, undefined, 'GET');
    expect(mine.body.data.offShelfReason).toBe('接到举报：服务资质过期');
    const log = await owner.call('/auditLogPage', { id });
    expect(log.body.data.rows[0]).toMatchObject({
      action: 'offShelf',
      actorName: '平台运营',
      actorRole: 'operator',
    });
  });

  it("refuses one tenant's admin acting on another tenant's service, and foreign pictures", async () => {
    const owner = await publisher();
    const other = await publisher();
    const id = await pendingService(owner);
    const attempts = [
      other.call(`/publishDetail?id=${id}`, undefined, 'GET'),
      other.call('/saveOrUpdate', { id, name: '被人改掉的名字' }),
      other.call('/publish', { id }),
      other.call('/offShelf', { id }),
      other.call('/delete', { id }),
      other.call('/auditLogPage', { id }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.reason).toBe('NOT_FOUND');
      expect(answer.body.msg).toMatch(/不存在/);
    }
    expect(await statusOf(id)).toEqual({ audit: 'pending', shelf: 'none', deleted: false });

    // a picture someone else uploaded is not theirs to use
    const theirs = await uploadImage(context.app, owner.admin.token);
    const stolen = await other.call('/saveOrUpdate', { name: '借用图片', imageFileIds: [theirs] });
    expect(stolen.status).toBe(400);
    expect(stolen.body.data.fields[0].field).toBe('imageFileIds');
    expect((await other.call('/myPublishPage', {})).body.data.total).toBe(0);
  });

  it('refuses a tenant still under review, and a region that does not exist', async () => {
    const pending = await publisher(['servant'], 'pending');
    const refused = await pending.call('/saveOrUpdate', { name: '还不能发布' });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('ROLE_REQUIRED');

    const owner = await publisher();
    const unknown = await owner.call('/saveOrUpdate', { name: '地区不对', regionCode: '529999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields[0].field).toBe('regionCode');
    expect((await owner.call('/myPublishPage', {})).body.data.total).toBe(0);
  });

  it('refuses a decision on content the publisher changed after the operator read it', async () => {
    const owner = await publisher();
    const ops = await operator();
    const id = await pendingService(owner, { name: '稻田飞防作业' });
    const seen = (await ops.call(`/detail?id=${id}`, undefined, 'GET')).body.data;
    // the publisher edits while the operator reads
    const current = await owner.call(`/publishDetail?id=${id}`, undefined, 'GET');
    await owner.call('/saveOrUpdate', {
      ...serviceForm({
        regionCode: township,
        imageFileIds: current.body.data.working.images.map((image: { fileId: string }) => image.fileId),
      }),
      id,
      name: '稻田飞防作业（保证增产三成）',
    });
    for (const [action, extra] of [
      ['approve', {}],
      ['reject', { reason: '请补充资质' }],
    ] as const) {
      const stale = await ops.call(`/${action}`, { id, version: seen.version, ...extra });
      expect(stale.status).toBe(409);
      expect(stale.body.reason).toBe('ILLEGAL_TRANSITION');
      expect(stale.body.msg).toMatch(/刷新后重新审核/);
    }
    expect(await statusOf(id)).toEqual({ audit: 'pending', shelf: 'none', deleted: false });
    // read again, the operator sees the change and decides on it
    const fresh = await ops.decide('reject', { id, reason: '“保证增产三成”属于效果承诺，请删除' });
    expect(fresh.status, fresh.body.msg).toBe(200);
  });

  it("tells the tenant's admins, not a former member, of a decision on what that member published", async () => {
    const owner = await publisher();
    const ops = await operator();
    const id = await pendingService(owner, { name: '茶叶初制加工代工' });
    const successor = await person();
    await addMember(context.db, owner.tenant.id, successor.id, true);
    await context.db
      .delete(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, owner.tenant.id), eq(tenantMembers.userId, owner.admin.id)));
    await ops.decide('reject', { id, reason: '请补充加工许可证' });
    const notice = await waitFor(async () => {
      const [row] = await context.db.select().from(messages).where(eq(messages.userId, successor.id));
      return row;
    });
    expect(notice.body).toContain('请补充加工许可证');
    expect(await context.db.select().from(messages).where(eq(messages.userId, owner.admin.id))).toEqual([]);
  });

  it('decides parallel actions on one service once', async () => {
    const owner = await publisher();
    const ops = await operator();
    const id = await pendingService(owner);
    const approvals = await Promise.all(Array.from({ length: 10 }, () => ops.decide('approve', { id })));
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(approvals.filter((answer) => answer.body.reason === 'ILLEGAL_TRANSITION')).toHaveLength(9);

    const offs = await Promise.all(Array.from({ length: 10 }, () => owner.call('/offShelf', { id })));
    expect(offs.filter((answer) => answer.status === 200)).toHaveLength(1);
    const publishes = await Promise.all(Array.from({ length: 10 }, () => owner.call('/publish', { id })));
    expect(publishes.filter((answer) => answer.status === 200)).toHaveLength(1);
    const log = await context.db
      .select()
      .from(shelfEvents)
      .where(and(eq(shelfEvents.itemId, id)));
    expect(log.map((entry) => entry.action)).toEqual(['save', 'publish', 'approve', 'offShelf', 'publish']);
  });
});
