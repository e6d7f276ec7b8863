import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../../../../test/fixtures.ts';
import { createTestContext, portalHeaders, type TestContext } from '../../../../../test/harness.ts';
import { leishanTownship } from '../../../../../test/settlement-fixtures.ts';
import {
  decideAsOperator,
  productForm,
  uploadCertificate,
  uploadImage,
} from '../../../../../test/shelf-fixtures.ts';
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
    const geoCertificate = await uploadCertificate(context.app, farm.admin.token);
    const greenCertificate = await uploadCertificate(context.app, farm.admin.token);
    const certifications = [
      { kind: 'geo', certificateNumber: 'AGI02215', evidenceFileId: geoCertificate },
      { kind: 'green', certificateNumber: 'LB-15-2103520789A', evidenceFileId: greenCertificate },
    ];
    const saved = await farm.call(
      '/saveOrUpdate',
      productForm({ name, regionCode: township, imageFileIds: [image], certifications }),
    );
    expect(saved.status, saved.body.msg).toBe(200);
    expect(saved.body.data.working).toMatchObject({ certifications, supplyPeriod: '每年 4–10 月' });
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
    // the reviewer reads each number and opens each certificate, watermarked (issue 24)
    const reviewed = review.body.data.fields.find(
      (field: { field: string }) => field.field === 'certifications',
    );
    expect(reviewed.value).toBe('地理标志（证书编号 AGI02215）、绿色食品（证书编号 LB-15-2103520789A）');
    expect(reviewed.evidence).toEqual([
      { fileId: geoCertificate, label: '地理标志证书', certificateNumber: 'AGI02215' },
      { fileId: greenCertificate, label: '绿色食品证书', certificateNumber: 'LB-15-2103520789A' },
    ]);
    const link = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/product/certificateLink?id=${saved.body.data.id}&fileId=${geoCertificate}`,
      ops.token,
    );
    expect(link.status, link.body.msg).toBe(200);
    const shown = await context.app.inject({ method: 'GET', url: link.body.data.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    // the watermarked copy, not the upload: the uniform green photo now has the text drawn across it
    expect((await sharp(shown.rawPayload).stats()).channels[0]?.stdev).toBeGreaterThan(5);
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
    // the public page says which certifications were checked, with their numbers, never where the certificate is
    expect(info.body.data.certifications).toEqual(['geo', 'green']);
    expect(info.body.data.checkedCertifications).toEqual([
      { kind: 'geo', certificateNumber: 'AGI02215' },
      { kind: 'green', certificateNumber: 'LB-15-2103520789A' },
    ]);
    expect(JSON.stringify(info.body.data)).not.toContain(geoCertificate);

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

  it('refuses a certification without its number or its certificate, in Chinese, and one that is not the publisher’s', async () => {
    const farm = await tenantAdmin(['participant']);
    const image = await uploadImage(context.app, farm.admin.token);
    const certificate = await uploadCertificate(context.app, farm.admin.token);
    const save = (certifications: unknown[]) =>
      farm.call(
        '/saveOrUpdate',
        productForm({ name: '榕江小香鸡', regionCode: township, imageFileIds: [image], certifications }),
      );
    const cases: [unknown[], string][] = [
      [['green'], '认证须包含类别、证书编号和证书照片'],
      [[{ kind: 'green', evidenceFileId: certificate }], '请填写证书编号'],
      [[{ kind: 'green', certificateNumber: 'LB-15-2103520789A' }], '请上传证书照片'],
      [
        [{ kind: 'green', certificateNumber: '  ', evidenceFileId: certificate }],
        '请填写证书编号，至少 4 个字符',
      ],
    ];
    for (const [certifications, message] of cases) {
      const refused = await save(certifications);
      expect(refused.status, JSON.stringify(certifications)).toBe(400);
      expect(refused.body.msg).toContain(message);
    }
    // a draft is held to the same: a certification nobody could check is never saved
    const draft = await farm.call('/saveOrUpdate', { name: '榕江小香鸡', certifications: [{ kind: 'geo' }] });
    expect(draft.status).toBe(400);

    // a public picture is no certificate, and someone else's certificate is not this publisher's to claim
    const stranger = await person();
    const foreign = await uploadCertificate(context.app, stranger.token);
    for (const evidenceFileId of [image, foreign]) {
      const refused = await save([{ kind: 'organic', certificateNumber: '227OP2100123', evidenceFileId }]);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('认证证书照片无效或已被使用，请重新上传');
    }
    const accepted = await save([
      { kind: 'organic', certificateNumber: '227OP2100123', evidenceFileId: certificate },
    ]);
    expect(accepted.status, accepted.body.msg).toBe(200);
    // once attached to this product it serves no other
    const other = await farm.call(
      '/saveOrUpdate',
      productForm({
        name: '榕江小香鸡蛋',
        regionCode: township,
        imageFileIds: [await uploadImage(context.app, farm.admin.token)],
        certifications: [{ kind: 'organic', certificateNumber: '227OP2100123', evidenceFileId: certificate }],
      }),
    );
    expect(other.status).toBe(400);
  });

  it('shows a certificate to the publishing tenant’s members and the reviewers only, never at a lasting address', async () => {
    const farm = await tenantAdmin(['participant']);
    const certificate = await uploadCertificate(context.app, farm.admin.token);
    const saved = await farm.call(
      '/saveOrUpdate',
      productForm({
        name: '剑河钩藤',
        regionCode: township,
        imageFileIds: [await uploadImage(context.app, farm.admin.token)],
        certifications: [{ kind: 'geo', certificateNumber: 'AGI01763', evidenceFileId: certificate }],
      }),
    );
    expect(saved.status, saved.body.msg).toBe(200);
    const id = saved.body.data.id;
    const linkFor = (token: string) =>
      signedInCall(
        context.app,
        'GET',
        `/basics/pc/product/certificateLink?id=${id}&fileId=${certificate}`,
        token,
      );

    const colleague = await person();
    await addMember(context.db, farm.tenant.id, colleague.id);
    const reviewer = await person({ operatorRoles: ['marketReviewer'] });
    for (const reader of [farm.admin, colleague, reviewer]) {
      const link = await linkFor(reader.token);
      expect(link.status, link.body.msg).toBe(200);
      expect(link.body.data.url).toMatch(/^\/files\/private\//);
    }

    const otherFarm = await tenantAdmin(['participant']);
    const buyer = await person();
    const editor = await person({ operatorRoles: ['contentEditor'] });
    for (const stranger of [otherFarm.admin, buyer, editor]) {
      const refused = await linkFor(stranger.token);
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toBe('证书不存在或您无权查看');
      // nor through the common link of private files
      const common = await signedInCall(
        context.app,
        'GET',
        `/basics/common/obs/privateLink?fileId=${certificate}`,
        stranger.token,
      );
      expect(common.status).toBe(404);
    }
    const anonymous = await context.app.inject({
      method: 'GET',
      url: `/basics/pc/product/certificateLink?id=${id}&fileId=${certificate}`,
      headers: portalHeaders({}),
    });
    expect(anonymous.statusCode).toBe(401);
    // the file's own address answers nothing without a signature, publicly or privately
    const name = `${certificate}.jpg`;
    expect((await context.app.inject({ method: 'GET', url: `/files/${name}` })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/files/private/${name}` })).statusCode).toBe(403);
    // an image of the product is no certificate of it
    const image = saved.body.data.working.images[0].fileId;
    const wrongFile = await signedInCall(
      context.app,
      'GET',
      `/basics/pc/product/certificateLink?id=${id}&fileId=${image}`,
      farm.admin.token,
    );
    expect(wrongFile.status).toBe(404);
  });
});
