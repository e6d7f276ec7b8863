import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createTenant } from '../../../../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../../../../test/harness.ts';
import {
  freshCreditCode,
  leishanTownship,
  licencePhoto,
  settlementForm,
  uploadLicence,
} from '../../../../../test/settlement-fixtures.ts';
import { signedInCall, signedInUser } from '../../../../../test/signed-in-call.ts';
import { waitFor } from '../../../../../test/wait.ts';
import { tenantMembers, tenants } from '../../../../platform/identity/tables.ts';
import { createOutboxRepository } from '../../../../platform/notifier/outbox-repository.ts';
import { settlementApplications } from './tables.ts';

let context: TestContext;
let township: string;

beforeAll(async () => {
  context = await createTestContext();
  township = await leishanTownship(context.db);
});
afterAll(async () => {
  await context.close();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string,
  options?: { tenantId?: string; body?: unknown },
) => signedInCall(context.app, method, url, token, options);

const person = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(context.db, options);

const licenceOf = async (token: string) => {
  const uploaded = await uploadLicence(context.app, token);
  expect(uploaded.status, uploaded.body.msg).toBe(200);
  return uploaded.body.data.fileId as string;
};

/** An applicant who has submitted a complete application. */
const submitted = async (overrides: Record<string, unknown> = {}) => {
  const applicant = await person();
  const form = settlementForm({
    licenceFileId: await licenceOf(applicant.token),
    regionCode: township,
    ...overrides,
  });
  const answer = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, { body: form });
  expect(answer.status, answer.body.msg).toBe(200);
  return { applicant, form, applicationId: answer.body.data.applicationId as string };
};

describe('enterprise settlement', () => {
  it('goes from draft to submitted to approved: the applicant becomes admin, the tenant gains the roles, an SMS and a notice follow', async () => {
    const applicant = await person();
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    expect(
      (await call('GET', '/basics/pc/tenant/getEnterpriseSettledInfo', applicant.token)).body.data,
    ).toBeNull();

    const draft = await call('POST', '/basics/pc/tenant/settlement/save', applicant.token, {
      body: { name: '雷山县草稿合作社', type: 'cooperative' },
    });
    expect(draft.status, draft.body.msg).toBe(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', round: 0, waitingSeconds: null });

    const licenceFileId = await licenceOf(applicant.token);
    const form = settlementForm({ licenceFileId, regionCode: township, roles: ['participant', 'servant'] });
    const sent = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, { body: form });
    expect(sent.status, sent.body.msg).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'submitted',
      round: 1,
      regionName: expect.stringContaining('雷山县'),
    });
    expect(sent.body.data.applicationId).toBe(draft.body.data.applicationId);
    expect(sent.body.data.waitingSeconds).toBeGreaterThanOrEqual(0);

    // while it waits it cannot be changed
    const edit = await call('POST', '/basics/pc/tenant/settlement/save', applicant.token, {
      body: { name: '改名' },
    });
    expect(edit.status).toBe(409);

    const status = await call('GET', '/basics/pc/tenant/enterpriseSettledStatus', applicant.token);
    expect(status.body.data).toMatchObject({ settled: false, application: { status: 'submitted' } });

    const queue = await call(
      'GET',
      `/basics/admin/settlement/page?keyword=${form.creditCode}`,
      operator.token,
    );
    expect(queue.status, queue.body.msg).toBe(200);
    expect(queue.body.data.rows).toHaveLength(1);
    expect(queue.body.data.rows[0]).toMatchObject({ name: form.name, status: 'submitted', round: 1 });
    expect(queue.body.data.counts.submitted).toBeGreaterThanOrEqual(1);

    const review = await call(
      'GET',
      `/basics/admin/settlement/detail?applicationId=${sent.body.data.applicationId}`,
      operator.token,
    );
    expect(review.status, review.body.msg).toBe(200);
    expect(
      Object.fromEntries(
        review.body.data.checks.map((check: { id: string; outcome: string }) => [check.id, check.outcome]),
      ),
    ).toEqual({
      creditCodeCheckDigit: 'pass',
      creditCodeUnique: 'pass',
      regionExists: 'pass',
      licenceImage: 'pass',
    });

    const approved = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId: sent.body.data.applicationId, remark: '材料齐全' },
    });
    expect(approved.status, approved.body.msg).toBe(200);
    const { tenantId } = approved.body.data;
    const [tenant] = await context.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant).toMatchObject({
      status: 'approved',
      creditCode: form.creditCode,
      type: 'cooperative',
      regionCode: township,
    });
    expect([...(tenant?.roles ?? [])].sort()).toEqual(['participant', 'servant']);
    const [member] = await context.db
      .select()
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, tenantId));
    expect(member).toMatchObject({ userId: applicant.id, isAdmin: true });

    const sms = await waitFor(async () =>
      (await createOutboxRepository(context.db).list({ recipient: String(applicant.mobile) })).entries.find(
        (entry) => entry.purpose === 'settlement-approved',
      ),
    );
    expect(sms.body).toContain('入驻申请已通过审核');
    const notices = await waitFor(async () => {
      const answer = await call('GET', '/basics/pc/message/list', applicant.token);
      return answer.body.data.rows.length > 0 ? answer.body.data.rows : null;
    });
    expect(notices[0]).toMatchObject({ title: '入驻申请已通过', link: '/participants' });

    const info = await call('GET', '/basics/pc/tenant/getEnterpriseSettledInfo', applicant.token);
    expect(info.body.data).toMatchObject({ status: 'approved', tenantId });
    expect(info.body.data.log.map((entry: { action: string }) => entry.action)).toEqual([
      'saved',
      'submitted',
      'approved',
    ]);
    const settledStatus = await call('GET', '/basics/pc/tenant/enterpriseSettledStatus', applicant.token, {
      tenantId,
    });
    expect(settledStatus.body.data).toMatchObject({ settled: true, tenantId });
  });

  it('rejects with reasons per field; the applicant fixes them and the operator sees what changed', async () => {
    const { applicant, form, applicationId } = await submitted();
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const rejected = await call('POST', '/basics/admin/settlement/reject', operator.token, {
      body: {
        applicationId,
        remark: '请补正',
        fieldReasons: { name: '名称须与营业执照一致', address: '请写到门牌号' },
      },
    });
    expect(rejected.status, rejected.body.msg).toBe(200);
    const mine = await call('GET', '/basics/pc/tenant/getEnterpriseSettledInfo', applicant.token);
    expect(mine.body.data).toMatchObject({
      status: 'rejected',
      rejectionRemark: '请补正',
      fieldReasons: { name: '名称须与营业执照一致', address: '请写到门牌号' },
      waitingSeconds: null,
    });
    await waitFor(async () =>
      (await createOutboxRepository(context.db).list({ recipient: String(applicant.mobile) })).entries.find(
        (entry) => entry.purpose === 'settlement-rejected',
      ),
    );

    const again = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, {
      body: { ...form, name: '雷山县测试茶叶种植专业合作社', address: '丹江镇茶园路 8 号 2 栋' },
    });
    expect(again.status, again.body.msg).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'resubmitted', round: 2, fieldReasons: {} });

    const review = await call(
      'GET',
      `/basics/admin/settlement/detail?applicationId=${applicationId}`,
      operator.token,
    );
    expect(review.body.data.changes).toEqual([
      { field: 'name', before: form.name, after: '雷山县测试茶叶种植专业合作社' },
      { field: 'address', before: form.address, after: '丹江镇茶园路 8 号 2 栋' },
    ]);
    const actions = review.body.data.log.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['submitted', 'rejected', 'resubmitted']);
    expect(review.body.data.log[1]).toMatchObject({ actorRole: 'operator', remark: '请补正' });
    expect(review.body.data.log[2].changedFields).toEqual(['name', 'address']);
  });

  it('decides once when two operators act at the same moment', async () => {
    const { applicationId } = await submitted();
    const operators = await Promise.all([
      person({ operatorRoles: ['marketReviewer'] }),
      person({ operatorRoles: ['marketReviewer'] }),
    ]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(
          'POST',
          `/basics/admin/settlement/${index % 2 ? 'approve' : 'reject'}`,
          operators[index % 2]?.token ?? '',
          {
            body: index % 2 ? { applicationId } : { applicationId, remark: '不符合' },
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it('keeps one application per applicant under parallel first saves', async () => {
    const applicant = await person();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/basics/pc/tenant/settlement/save', applicant.token, {
          body: { name: `并发保存${index}号` },
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await context.db
      .select()
      .from(settlementApplications)
      .where(eq(settlementApplications.applicantUserId, applicant.id));
    expect(rows).toHaveLength(1);
  });

  it('answers twelve parallel saves of one licence without a second pool connection, and others meanwhile', async () => {
    // each save holds the application's lock while it attaches the licence: read through the pool instead of the
    // transaction, twelve of them took the test pool's five connections and waited for a sixth (issue 23, fault 1)
    const applicant = await person();
    const { fileId } = (await uploadLicence(context.app, applicant.token)).body.data;
    const bystander = await person();
    const started = Date.now();
    const [answers, other] = await Promise.all([
      Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          call('POST', '/basics/pc/tenant/settlement/save', applicant.token, {
            body: { name: `并发附执照${index}号`, licenceFileId: fileId },
          }),
        ),
      ),
      call('GET', '/basics/pc/tenant/getEnterpriseSettledInfo', bystander.token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(other.status).toBe(200);
    // a pool wait ends only at the 10 s connection timeout
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('warns on a failed check digit, lets it through, and flags a code another tenant settled', async () => {
    const settled = await createTenant(context.db, ['participant']);
    const code = freshCreditCode();
    const wrongDigit = `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`;
    const { applicationId } = await submitted({ creditCode: wrongDigit });
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const review = await call(
      'GET',
      `/basics/admin/settlement/detail?applicationId=${applicationId}`,
      operator.token,
    );
    expect(
      review.body.data.checks.find((check: { id: string }) => check.id === 'creditCodeCheckDigit'),
    ).toMatchObject({
      outcome: 'warn',
    });

    const taken = await submitted({ creditCode: settled.creditCode });
    const takenReview = await call(
      'GET',
      `/basics/admin/settlement/detail?applicationId=${taken.applicationId}`,
      operator.token,
    );
    expect(
      takenReview.body.data.checks.find((check: { id: string }) => check.id === 'creditCodeUnique'),
    ).toMatchObject({
      outcome: 'fail',
    });
    const approve = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId: taken.applicationId },
    });
    expect(approve.status).toBe(422);
    expect(approve.body.msg).toContain(settled.name);
  });

  it("refuses an unknown region, another person's licence, and an operator deciding their own application", async () => {
    const applicant = await person();
    const other = await person();
    const othersLicence = await licenceOf(other.token);
    const unknownRegion = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, {
      body: settlementForm({ licenceFileId: await licenceOf(applicant.token), regionCode: '999999999' }),
    });
    expect(unknownRegion.status).toBe(400);
    expect(unknownRegion.body).toMatchObject({ reason: 'VALIDATION' });
    const stolen = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, {
      body: settlementForm({ licenceFileId: othersLicence, regionCode: township }),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({
      reason: 'VALIDATION',
      msg: '营业执照文件无效或不属于您，请重新上传',
    });
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const own = await call('POST', '/basics/pc/tenant/settlement/submit', operator.token, {
      body: settlementForm({ licenceFileId: await licenceOf(operator.token), regionCode: township }),
    });
    expect(own.status, own.body.msg).toBe(200);
    const review = await call(
      'GET',
      `/basics/admin/settlement/detail?applicationId=${own.body.data.applicationId}`,
      operator.token,
    );
    expect(review.body.data.ownWork, 'the review says so before the click').toBe('自己提交');
    const decided = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId: own.body.data.applicationId },
    });
    expect(decided.status).toBe(403);
    expect(decided.body).toMatchObject({
      reason: 'OWN_WORK',
      msg: '不能审核自己提交的入驻申请，请由其他运营人员审核',
    });
  });

  it('shows the licence, watermarked, to its applicant, the tenant admins and operators only', async () => {
    const { applicant, applicationId } = await submitted();
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const stranger = await person();
    const link = (token: string) =>
      call('GET', `/basics/pc/tenant/settlement/licence?applicationId=${applicationId}`, token);
    expect((await link(stranger.token)).status).toBe(404);
    const own = await link(applicant.token);
    expect(own.status).toBe(200);
    const served = await context.app.inject({ url: own.body.data.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(await licencePhoto())).toBe(false);

    const approved = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId },
    });
    const coAdmin = await person();
    await addMember(context.db, approved.body.data.tenantId, coAdmin.id, true);
    const member = await person();
    await addMember(context.db, approved.body.data.tenantId, member.id, false);
    expect((await link(coAdmin.token)).status).toBe(200);
    expect((await link(member.token)).status).toBe(404);
    expect((await link(operator.token)).status).toBe(200);
  });

  it("refuses the admin of one tenant, working in their own tenant, tenant A's licence and application", async () => {
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const approve = async () => {
      const application = await submitted();
      const approved = await call('POST', '/basics/admin/settlement/approve', operator.token, {
        body: { applicationId: application.applicationId },
      });
      expect(approved.status, approved.body.msg).toBe(200);
      return { ...application, tenantId: approved.body.data.tenantId as string };
    };
    const a = await approve();
    const b = await approve();
    const asB = (url: string) => call('GET', url, b.applicant.token, { tenantId: b.tenantId });

    // B's own licence is there for B: the refusals below are about A, not a broken link
    expect((await asB(`/basics/pc/tenant/settlement/licence?applicationId=${b.applicationId}`)).status).toBe(
      200,
    );

    const licence = await asB(`/basics/pc/tenant/settlement/licence?applicationId=${a.applicationId}`);
    expect(licence.status).toBe(404);
    expect(licence.body).toMatchObject({
      reason: 'NOT_FOUND',
      msg: '营业执照不存在或您无权查看',
      data: null,
    });

    const review = await asB(`/basics/admin/settlement/detail?applicationId=${a.applicationId}`);
    expect(review.status).toBe(403);
    expect(review.body.reason).toBe('OPERATOR_ONLY');
    expect(review.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(JSON.stringify(review.body)).not.toContain(a.form.creditCode);

    // B's own application is what B reads, whichever tenant is chosen; nothing of A's
    const info = await asB('/basics/pc/tenant/getEnterpriseSettledInfo');
    expect(info.body.data.applicationId).toBe(b.applicationId);
    expect(JSON.stringify(info.body)).not.toContain(a.form.creditCode);
  });

  it('keeps the first approval date when a later application adds a role to the tenant', async () => {
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const { applicant, form, applicationId } = await submitted({ roles: ['participant'] });
    const first = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId },
    });
    const tenantId = first.body.data.tenantId as string;
    const settledAt = new Date('2025-06-01T00:00:00.000Z');
    await context.db.update(tenants).set({ settledAt }).where(eq(tenants.id, tenantId));

    const more = await call('POST', '/basics/pc/tenant/settlement/submit', applicant.token, {
      body: { ...form, roles: ['servant'], licenceFileId: await licenceOf(applicant.token) },
    });
    expect(more.status, more.body.msg).toBe(200);
    const second = await call('POST', '/basics/admin/settlement/approve', operator.token, {
      body: { applicationId: more.body.data.applicationId },
    });
    expect(second.body.data.tenantId).toBe(tenantId);
    const [tenant] = await context.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(tenant?.roles).toEqual(['participant', 'servant']);
    expect(tenant?.settledAt?.toISOString()).toBe(settledAt.toISOString());
  });

  it('filters the queue by state, type, region and waiting time', async () => {
    const operator = await person({ operatorRoles: ['marketReviewer'] });
    const { applicationId } = await submitted({ type: 'family_farm' });
    await context.db
      .update(settlementApplications)
      .set({ submittedAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(settlementApplications.id, applicationId));
    const ids = async (query: string) =>
      (
        await call('GET', `/basics/admin/settlement/page?pageSize=100&${query}`, operator.token)
      ).body.data.rows.map((row: { applicationId: string }) => row.applicationId);
    expect(await ids('type=family_farm&waitingHours=96')).toContain(applicationId);
    expect(await ids('type=enterprise')).not.toContain(applicationId);
    expect(await ids('regionCode=522600')).toContain(applicationId);
    expect(await ids('regionCode=520100')).not.toContain(applicationId);
    expect(await ids('status=approved')).not.toContain(applicationId);
    const page = await call('GET', '/basics/admin/settlement/page', operator.token);
    expect(page.body.data.counts.overdue).toBeGreaterThanOrEqual(1);
    // the longest wait comes first
    expect(page.body.data.rows[0].waitingSeconds).toBeGreaterThanOrEqual(5 * 86_400 - 60);
    // the operator home says how long the oldest has waited: that is this one, or one older still
    expect(page.body.data.oldestWaitingSeconds).toBeGreaterThanOrEqual(5 * 86_400 - 60);
  });
});
