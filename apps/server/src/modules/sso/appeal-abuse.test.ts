import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { multipartBody, TINY_PNG } from '../../../test/multipart.ts';
import { waitFor } from '../../../test/wait.ts';
import { createOutboxRepository } from '../../platform/notifier/outbox-repository.ts';
import { APPEAL_LIMITS } from './appeal-service.ts';
import { appealApplications } from './tables.ts';

let context: TestContext;

const register = async (username: string, mobile: string, password: string) => {
  await postJson(context.app, '/sso/reg/authreg', { mobile });
  const registered = await postEncrypted(context.app, '/sso/reg/regist', {
    username,
    mobile,
    code: await latestCode(context.db, mobile),
    password,
  });
  expect(registered.code).toBe(200);
};

const securityNotices = async (mobile: string) =>
  (await createOutboxRepository(context.db).list({ recipient: mobile })).entries.filter(
    (entry) => entry.purpose === 'security-notice',
  );

/** Files an appeal as a stranger would: a photo, a code to their own contact mobile, the form. */
const fileAppeal = async (username: string, contactMobile: string, ip: string) => {
  const photo = multipartBody({ filename: 'id.png', contentType: 'image/png', bytes: TINY_PNG });
  const uploaded = await context.app.inject({
    method: 'POST',
    url: '/sso/appeal/upload',
    headers: portalHeaders({ 'content-type': photo.contentType }),
    payload: photo.payload,
    remoteAddress: ip,
  });
  expect(uploaded.statusCode).toBe(200);
  const sent = await postJson(context.app, '/sso/appeal/checkMobile', { mobile: contactMobile }, {}, { ip });
  expect(sent.code, sent.msg).toBe(200);
  return postJson(
    context.app,
    '/sso/appeal/save',
    {
      username,
      realName: '冒名者',
      idNumber: '520102199003070014',
      contactMobile,
      code: await latestCode(context.db, contactMobile),
      photoIds: [uploaded.json().data.fileId],
      reason: '原手机号已停用，无法接收验证码',
    },
    {},
    { ip },
  );
};

beforeAll(async () => {
  context = await createTestContext({ CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '1000' });
  await register('meitanteagrower', '13985600001', '湄潭翠芽-2026');
});
afterAll(async () => {
  await context.close();
});

describe('account appeal under abuse', () => {
  it('answers the same for an account that exists and one that does not, with no digits, and tells the owner', async () => {
    const real = await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'meitanteagrower' });
    const ghost = await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'nobody_here_26' });
    expect(real.status).toBe(200);
    expect(real.data).toEqual(ghost.data);
    expect(JSON.stringify(real.data)).not.toMatch(/\d{3}/);
    // asked again the same day: one notice, not an SMS each time
    await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'MeitanTeaGrower' });
    const notices = await securityNotices('13985600001');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('有人正在为您的账号 meitanteagrower 申请账号申诉');
  });

  it("never refuses an owner's appeal because a stranger's is pending, and the owner's sign-in cancels both", async () => {
    const stranger = await fileAppeal('meitanteagrower', '13985600011', '10.8.0.1');
    expect(stranger.code, stranger.msg).toBe(200);
    const owner = await fileAppeal('meitanteagrower', '13985600012', '10.8.0.2');
    expect(owner.code, owner.msg).toBe(200);

    const signedIn = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'meitanteagrower',
      password: '湄潭翠芽-2026',
    });
    expect(signedIn.code).toBe(200);
    const rows = await context.db
      .select({ applyNo: appealApplications.applyNo, status: appealApplications.status })
      .from(appealApplications)
      .where(eq(appealApplications.username, 'meitanteagrower'));
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', {
      applyNo: String(stranger.data.applyNo),
    });
    expect(status.data).toMatchObject({ status: 'cancelled' });
    const notice = await waitFor(async () =>
      (await securityNotices('13985600001')).find((entry) => entry.body.includes('条待处理的账号申诉')),
    );
    expect(notice.body).toContain(String(stranger.data.applyNo));
    expect(notice.body).toContain(String(owner.data.applyNo));
  });

  it('takes a limited number of appeals per account name a day, however many arrive at once', async () => {
    await register('zunyichili', '13985600002', '遵义辣椒-2026');
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fileAppeal('zunyichili', `139856011${String(i).padStart(2, '0')}`, `10.9.${i}.1`),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(APPEAL_LIMITS.perUsernamePerDay);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - APPEAL_LIMITS.perUsernamePerDay);
  });
});
