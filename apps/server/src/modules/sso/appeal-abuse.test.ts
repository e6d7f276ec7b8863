import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { exchange, latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { multipartBody, TINY_PNG } from '../../../test/multipart.ts';
import { waitFor } from '../../../test/wait.ts';
import { users } from '../../platform/identity/tables.ts';
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

const appealsOf = (username: string) =>
  context.db
    .select({ applyNo: appealApplications.applyNo, status: appealApplications.status })
    .from(appealApplications)
    .where(eq(appealApplications.username, username));

const signIn = (account: string, password: string) =>
  postEncrypted(context.app, '/sso/loginByEncrypt', { account, password });

describe('account appeal under abuse', () => {
  it('answers the same for an account that exists and one that does not, with no digits and no side effect', async () => {
    const real = await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'meitanteagrower' });
    const ghost = await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'nobody_here_26' });
    expect(real.status).toBe(200);
    expect(real.data).toEqual(ghost.data);
    expect(JSON.stringify(real.data)).not.toMatch(/\d{3}/);
    // typing a name sends nothing to anyone: the owner hears of an appeal only once one is filed
    await postJson(context.app, '/sso/appeal/queryByUserName', { username: 'MeitanTeaGrower' });
    expect(await securityNotices('13985600001')).toEqual([]);
  });

  it("tells the owner of a filed appeal, never refuses the owner's own, and the owner's sign-in cancels both", async () => {
    const stranger = await fileAppeal('meitanteagrower', '13985600011', '10.8.0.1');
    expect(stranger.code, stranger.msg).toBe(200);
    const told = await waitFor(async () =>
      (await securityNotices('13985600001')).find((entry) => entry.body.includes('提交了账号申诉')),
    );
    expect(told.body).toContain(String(stranger.data.applyNo));
    // and the owner's message centre keeps it, as a security notice no preference turns off
    const [account] = await context.db.select().from(users).where(eq(users.username, 'meitanteagrower'));
    const kept = await context.app.messenger.store.list(account?.id ?? '', {
      kind: 'security',
      read: 'all',
      pageNum: 1,
      pageSize: 10,
    });
    expect(kept.rows.map((row) => row.title)).toContain('有人为您的账号提交了申诉');
    const ownAppeal = await fileAppeal('meitanteagrower', '13985600012', '10.8.0.2');
    expect(ownAppeal.code, ownAppeal.msg).toBe(200);

    expect((await signIn('meitanteagrower', '湄潭翠芽-2026')).code).toBe(200);
    expect((await appealsOf('meitanteagrower')).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const status = await postJson(context.app, '/sso/appeal/queryByApplyNo', {
      applyNo: String(stranger.data.applyNo),
    });
    expect(status.data).toMatchObject({ status: 'cancelled' });
    const notice = await waitFor(async () =>
      (await securityNotices('13985600001')).find((entry) => entry.body.includes('条待处理的账号申诉')),
    );
    expect(notice.body).toContain(String(stranger.data.applyNo));
    expect(notice.body).toContain(String(ownAppeal.data.applyNo));
  });

  it('keeps an appeal filed soon after the password changed for a reviewer: whoever signs in may be who changed it', async () => {
    await register('danzhaipeach', '13985600003', '丹寨蜡染-2026');
    // someone took the account and changed its password; its owner appeals
    const taken = await signIn('danzhaipeach', '丹寨蜡染-2026');
    const token = (await exchange(context.app, String(taken.data.ticket))).body.data.token;
    const changed = await postEncrypted(
      context.app,
      '/account/updatePassWd',
      { oldPassword: '丹寨蜡染-2026', newPassword: '偷来的密码-2026' },
      { Authorization: token },
    );
    expect(changed.code, changed.msg).toBe(200);
    const appeal = await fileAppeal('danzhaipeach', '13985600013', '10.8.0.3');
    expect(appeal.code, appeal.msg).toBe(200);

    expect((await signIn('danzhaipeach', '偷来的密码-2026')).code).toBe(200);
    expect((await appealsOf('danzhaipeach')).map((row) => row.status)).toEqual(['pending']);
  });

  it('takes one appeal per name and contact mobile, and a few per mobile, a day', async () => {
    await register('kailiSourFish', '13985600004', '凯里酸汤-2026');
    await register('leishanTea', '13985600005', '雷山银球-2026');
    await register('congjiangRice', '13985600006', '从江香禾-2026');
    await register('liboWater', '13985600007', '荔波小七孔-2026');
    const mobile = '13985600014';
    // one person, one mobile, an appeal after another: past each code's cooldown
    const file = async (username: string, ip: string) => {
      await context.db.execute(
        sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
      );
      return fileAppeal(username, mobile, ip);
    };
    expect((await file('kailiSourFish', '10.8.1.1')).status).toBe(200);
    const again = await file('KailiSourFish', '10.8.1.2');
    expect(again.status).toBe(429);
    expect(again.msg).toMatch(/已用该联系手机号为此账号提交过申诉/);
    expect((await file('leishanTea', '10.8.1.3')).status).toBe(200);
    expect((await file('congjiangRice', '10.8.1.4')).status).toBe(200);
    const fourth = await file('liboWater', '10.8.1.5');
    expect(fourth.status).toBe(429);
    expect(fourth.msg).toMatch(/该联系手机号今日提交的申诉已达上限/);
    // a refused save writes nothing
    expect(await appealsOf('liboWater')).toEqual([]);
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
    expect(await appealsOf('zunyichili')).toHaveLength(APPEAL_LIMITS.perUsernamePerDay);
  });

  it('limits the pending check per address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        postJson(
          context.app,
          '/sso/appeal/checkApplied',
          { username: 'meitanteagrower' },
          {},
          { ip: '10.7.0.1' },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });
});
