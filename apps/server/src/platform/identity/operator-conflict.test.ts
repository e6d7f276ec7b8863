import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass, insertItem } from '../../../test/content-fixtures.ts';
import { addMember, createTenant } from '../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { leishanTownship, settlementForm, uploadLicence } from '../../../test/settlement-fixtures.ts';
import { decideAsOperator, productForm, serviceForm, uploadImage } from '../../../test/shelf-fixtures.ts';
import { type Answer, signedInCall, signedInUser, tenantAdminCaller } from '../../../test/signed-in-call.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const marketReviewer = () => signedInUser(context.db, { operatorRoles: ['marketReviewer'] });
const contentReviewer = () => signedInUser(context.db, { operatorRoles: ['contentReviewer'] });

/** An operator who is also a member (not an admin) of the tenant. */
const memberOperator = async (tenantId: string, roles: ('marketReviewer' | 'contentReviewer')[]) => {
  const operator = await signedInUser(context.db, { operatorRoles: roles });
  await addMember(context.db, tenantId, operator.id);
  return operator;
};

const post = (token: string, path: string, body: unknown) =>
  signedInCall(context.app, 'POST', path, token, { body });

const expectRefused = (answer: { status: number; body: Answer }, message: string) => {
  expect(answer.status, answer.body.msg).toBe(403);
  expect(answer.body).toMatchObject({ reason: 'OWN_WORK', msg: message });
};

/** A service (or product) of a fresh tenant, sent to audit by its admin. */
const pendingItem = async (kind: 'service' | 'product') => {
  const publisher = await tenantAdminCaller(context, {
    roles: [kind === 'service' ? 'servant' : 'participant'],
    prefix: kind === 'service' ? '/basics/pc/serviceCenter' : '/basics/pc/product',
  });
  const image = await uploadImage(context.app, publisher.admin.token);
  const form = kind === 'service' ? serviceForm : productForm;
  const saved = await publisher.call('/saveOrUpdate', form({ regionCode: township, imageFileIds: [image] }));
  expect(saved.status, saved.body.msg).toBe(200);
  const id = saved.body.data.id as string;
  expect((await publisher.call('/publish', { id })).status).toBe(200);
  return { id, tenant: publisher.tenant };
};

describe('an operator does not decide about a tenant he is a member of', () => {
  it('on the shelf: approve, reject and take down are refused to him, and left to another operator', async () => {
    const service = await pendingItem('service');
    const insider = await memberOperator(service.tenant.id, ['marketReviewer']);
    const outsider = await marketReviewer();
    const refusal = '不能审核本人所在主体的服务，请由其他运营人员审核';
    expectRefused(await decideAsOperator(context.app, insider.token, 'approve', { id: service.id }), refusal);
    expectRefused(
      await decideAsOperator(context.app, insider.token, 'reject', { id: service.id, reason: '图片不清晰' }),
      refusal,
    );
    const approved = await decideAsOperator(context.app, outsider.token, 'approve', { id: service.id });
    expect(approved.status, approved.body.msg).toBe(200);
    expect(approved.body.data.status).toEqual({ audit: 'approved', shelf: 'on' });
    expect(approved.body.data.ownWork, 'the outsider may decide').toBeNull();
    expectRefused(
      await decideAsOperator(context.app, insider.token, 'offShelf', { id: service.id, reason: '资质存疑' }),
      refusal,
    );

    const product = await pendingItem('product');
    const farmer = await memberOperator(product.tenant.id, ['marketReviewer']);
    expectRefused(
      await decideAsOperator(context.app, farmer.token, 'approve', { id: product.id }),
      '不能审核本人所在主体的产品，请由其他运营人员审核',
    );
    const review = await signedInCall(
      context.app,
      'GET',
      `/basics/admin/shelf/detail?id=${product.id}`,
      farmer.token,
    );
    expect(review.body.data.status).toEqual({ audit: 'pending', shelf: 'none' });
    // the review says so before he tries: the console shows the reason in place of the buttons
    expect(review.body.data.ownWork).toBe('本人所在主体');
  });

  it('on reports: neither outcome is his to decide, and nothing is settled when he tries', async () => {
    const service = await pendingItem('service');
    const outsider = await marketReviewer();
    await decideAsOperator(context.app, outsider.token, 'approve', { id: service.id });
    const insider = await memberOperator(service.tenant.id, ['marketReviewer']);
    const reporter = await signedInUser(context.db);
    const filed = await post(reporter.token, '/basics/pc/report/submit', {
      itemId: service.id,
      reason: 'qualification',
      detail: '营业执照显示的经营范围不含植保作业。',
    });
    expect(filed.status, filed.body.msg).toBe(200);
    const refusal = '不能处理本人所在主体的服务举报，请由其他运营人员处理';
    for (const outcome of ['dismissed', 'offShelf']) {
      expectRefused(
        await post(insider.token, '/basics/admin/report/handle', {
          id: filed.body.data.id,
          outcome,
          remark: '已核实',
        }),
        refusal,
      );
    }
    const queue = await post(outsider.token, '/basics/admin/report/page', { pageSize: 100 });
    expect(queue.body.data.rows.find((row: { id: string }) => row.id === filed.body.data.id)).toMatchObject({
      state: 'open',
      itemShelf: 'on',
      ownWork: null,
    });
    const insidersQueue = await post(insider.token, '/basics/admin/report/page', { pageSize: 100 });
    expect(
      insidersQueue.body.data.rows.find((row: { id: string }) => row.id === filed.body.data.id)?.ownWork,
    ).toBe('本人所在主体');
    const handled = await post(outsider.token, '/basics/admin/report/handle', {
      id: filed.body.data.id,
      outcome: 'dismissed',
      remark: '经核实资质齐全',
    });
    expect(handled.status, handled.body.msg).toBe(200);
  });

  it("on settlement: an application under his tenant's credit code goes to another operator", async () => {
    const tenant = await tenantAdminCaller(context, { roles: ['participant'], prefix: '/basics/pc/tenant' });
    const insider = await memberOperator(tenant.tenant.id, ['marketReviewer']);
    const licence = await uploadLicence(context.app, tenant.admin.token);
    // the tenant's admin applies for the service-provider role as well, under the tenant's credit code
    const submitted = await tenant.call(
      '/settlement/submit',
      settlementForm({
        creditCode: tenant.tenant.creditCode,
        name: tenant.tenant.name,
        roles: ['participant', 'servant'],
        licenceFileId: licence.body.data.fileId,
        regionCode: township,
      }),
    );
    expect(submitted.status, submitted.body.msg).toBe(200);
    const applicationId = submitted.body.data.applicationId;
    const detail = (token: string) =>
      signedInCall(
        context.app,
        'GET',
        `/basics/admin/settlement/detail?applicationId=${applicationId}`,
        token,
      );
    expect((await detail(insider.token)).body.data.ownWork).toBe('本人所在主体');
    const refusal = '不能审核本人所在主体的入驻申请，请由其他运营人员审核';
    expectRefused(await post(insider.token, '/basics/admin/settlement/approve', { applicationId }), refusal);
    expectRefused(
      await post(insider.token, '/basics/admin/settlement/reject', { applicationId, remark: '材料不全' }),
      refusal,
    );
    const outsider = await marketReviewer();
    expect((await detail(outsider.token)).body.data.ownWork).toBeNull();
    const approved = await post(outsider.token, '/basics/admin/settlement/approve', { applicationId });
    expect(approved.status, approved.body.msg).toBe(200);
  });

  it('in the console: a solution of his tenant is not his to publish, schedule, return or withdraw', async () => {
    const tenant = await createTenant(context.db, ['servant']);
    const solutions = await insertClass(context.db, 'solution', `智慧农业${Date.now()}`);
    const item = await insertItem(context.db, {
      kind: 'solution',
      classId: solutions.id,
      title: '茶园数字化管理方案',
      providerTenantId: tenant.id,
    });
    const insider = await memberOperator(tenant.id, ['contentReviewer']);
    const editor = await signedInUser(context.db, { operatorRoles: ['contentEditor'] });
    const editorial = (caller: { token: string }, path: string, body: unknown) =>
      post(caller.token, `/basics/admin/editorial/${path}`, body);

    expectRefused(
      await editorial(insider, 'withdraw', { id: item.id, reason: '内容过期' }),
      '不能撤回本人所在主体的解决方案，请由其他运营人员撤回',
    );
    const current = await signedInCall(
      context.app,
      'GET',
      `/basics/admin/editorial/item?id=${item.id}`,
      editor.token,
    );
    expect(current.body.data.ownWork).toBeNull();
    const insidersView = await signedInCall(
      context.app,
      'GET',
      `/basics/admin/editorial/item?id=${item.id}`,
      insider.token,
    );
    expect(insidersView.body.data.ownWork, 'the console says so before he tries').toBe('本人所在主体');
    const fields = { ...current.body.data.fields, summary: '茶园数字化管理方案（修订）' };
    const saved = await editorial(editor, 'save', { id: item.id, baseVersion: 1, fields });
    expect(saved.status, saved.body.msg).toBe(200);
    expect((await editorial(editor, 'submit', { id: item.id, version: 2 })).status).toBe(200);

    const publish = '不能发布本人所在主体的解决方案，请由其他运营人员发布';
    expectRefused(await editorial(insider, 'publish', { id: item.id, version: 2 }), publish);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expectRefused(await editorial(insider, 'schedule', { id: item.id, version: 2, at }), publish);
    expectRefused(
      await editorial(insider, 'return', { id: item.id, version: 2, reason: '请补充案例数据' }),
      '不能退回本人所在主体的解决方案，请由其他运营人员退回',
    );
    const published = await editorial(await contentReviewer(), 'publish', { id: item.id, version: 2 });
    expect(published.status, published.body.msg).toBe(200);
    expect(published.body.data).toMatchObject({ state: 'published', publishedVersion: 2 });
  });
});
