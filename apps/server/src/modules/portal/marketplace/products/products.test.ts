import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import { decideAsOperator, productForm, uploadImage } from '../../../../../test/shelf-fixtures.ts';
import { signedInCall, signedInUser, tenantAdminCaller } from '../../../../../test/signed-in-call.ts';

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

const tenantAdmin = (roles: ('participant' | 'servant')[]) =>
  tenantAdminCaller(context, { roles, prefix: '/basics/pc/product' });

describe('products', () => {
  it('a participant lists a product that an operator approves; buyers find it by certification and region', async () => {
    const farm = await tenantAdmin(['participant']);
    const ops = await person({ operatorRoles: ['marketReviewer'] });
    const name = `雷山银球茶${Date.now()}`;
    const image = await uploadImage(context.app, farm.admin.token);
    const saved = await farm.call(
      '/saveOrUpdate',
      productForm({ name, regionCode: township, imageFileIds: [image] }),
    );
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.working).toMatchObject({
      certifications: ['geo', 'green'],
      supplyPeriod: '每年 4–10 月',
    });
    await farm.call('/publish', { id: saved.body.data.id });

    const queue = await signedInCall(context.app, 'POST', '/basics/admin/shelf/page', ops.token, {
      body: { kind: 'product', keyword: name },
    });
    expect(queue.body.data.rows[0]).toMatchObject({ name, kind: 'product', categoryLabel: '茶叶' });
    const review = await signedInCall(
      context.app,
      'GET',
      `/basics/admin/shelf/detail?id=${saved.body.data.id}`,
      ops.token,
    );
    const certifications = review.body.data.fields.find(
      (field: { field: string }) => field.field === 'certifications',
    );
    expect(certifications.value).toBe('地理标志、绿色食品');
    await decideAsOperator(context.app, ops.token, 'approve', { id: saved.body.data.id });

    const buyer = await person();
    const list = (body: Record<string, unknown>) =>
      signedInCall(context.app, 'POST', '/basics/pc/product/list', buyer.token, {
        body: { keyword: name, ...body },
      });
    expect((await list({ certification: 'geo', regionCode: '5226' })).body.data.rows).toHaveLength(1);
    expect((await list({ certification: 'organic' })).body.data.rows).toHaveLength(0);
    const card = (await list({})).body.data.rows[0];
    expect(card).toMatchObject({ unit: '斤', priceMin: 280, priceMax: 680, tenantName: farm.tenant.name });
    const info = await signedInCall(context.app, 'GET', `/basics/pc/product/info?id=${card.id}`, buyer.token);
    expect(info.body.data).toMatchObject({ name, contactMobile: '13985550003', own: false });

    const mine = await farm.call('/participantList', { tab: 'onShelf' });
    expect(mine.body.data.rows.map((row: { name: string }) => row.name)).toEqual([name]);
  });

  it('keeps products to participants, and to their own tenant', async () => {
    const provider = await tenantAdmin(['servant']);
    const refused = await provider.call('/saveOrUpdate', { name: '服务商不能发产品' });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('ROLE_REQUIRED');

    const farm = await tenantAdmin(['participant']);
    const other = await tenantAdmin(['participant']);
    const draft = await farm.call('/saveOrUpdate', { name: '从江香猪腊肉' });
    for (const answer of [
      await other.call(`/publishDetail?id=${draft.body.data.id}`, undefined, 'GET'),
      await other.call('/delete', { id: draft.body.data.id }),
      await other.call('/saveOrUpdate', { id: draft.body.data.id, name: '改名' }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.reason).toBe('NOT_FOUND');
    }
    // a service id is not a product id
    expect((await farm.call('/publish', { id: draft.body.data.id })).status).toBe(400);
  });
});
