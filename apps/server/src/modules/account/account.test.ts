import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { exchange, latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { waitFor } from '../../../test/wait.ts';
import { createOutboxRepository } from '../../platform/notifier/outbox-repository.ts';
import { VERIFY_EMAIL_SENDS_PER_DAY } from './account-service.ts';

let context: TestContext;

const signUpAndIn = async (username: string, mobile: string, password: string) => {
  await postJson(context.app, '/sso/reg/authreg', { mobile });
  await postEncrypted(context.app, '/sso/reg/regist', {
    username,
    mobile,
    code: await latestCode(context.db, mobile),
    password,
  });
  return signIn(username, password);
};

const signIn = async (account: string, password: string) => {
  const result = await postEncrypted(context.app, '/sso/loginByEncrypt', { account, password });
  return (await exchange(context.app, String(result.data.ticket))).body.data.token;
};

/** The security notice a job sent to a mobile, once the event of the change has been handled. */
const noticeTo = async (mobile: string) =>
  (await createOutboxRepository(context.db).list({ recipient: mobile })).entries.find(
    (entry) => entry.purpose === 'security-notice',
  );

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('account maintenance', () => {
  it('saves a new e-mail unconfirmed, without telling whether another account uses it', async () => {
    const owner = await signUpAndIn('zhijinzhusun', '13985300001', '竹荪飘香-2026');
    const stranger = await signUpAndIn('xingrenyiren', '13985300002', '薏仁米香-2026');
    // the stranger types the owner's address first: saved, unconfirmed, and it blocks nobody
    const typed = await postJson(
      context.app,
      '/account/user/editUserInfo',
      { nickName: '兴仁', email: 'wang@example.cn' },
      { Authorization: stranger },
    );
    expect(typed.code).toBe(200);
    expect(typed.data).toMatchObject({ email: 'wang@example.cn', emailVerified: false });
    const edited = await postJson(
      context.app,
      '/account/user/editUserInfo',
      { nickName: '织金竹荪 · 王', email: 'Wang@Example.CN' },
      { Authorization: owner },
    );
    expect(edited.code).toBe(200);
    expect(edited.data).toMatchObject({
      nickName: '织金竹荪 · 王',
      email: 'wang@example.cn',
      emailVerified: false,
    });

    // the owner reads the code in their mailbox and confirms the address
    const sent = await postJson(context.app, '/account/sendEmailCode', {}, { Authorization: owner });
    expect(sent.code).toBe(200);
    const confirmed = await postJson(
      context.app,
      '/account/verifyEmail',
      { code: await latestCode(context.db, 'wang@example.cn') },
      { Authorization: owner },
    );
    expect(confirmed.data).toMatchObject({ email: 'wang@example.cn', emailVerified: true });
    const notice = await waitFor(async () => noticeTo('13985300001'));
    // the domain is the owner's words too: the SMS keeps only its first letter and its last label
    expect(notice.body).toContain('验证登录邮箱 w***@e***.cn');

    // a second account that somehow reads the same mailbox is refused only after the code proves it, naming nobody
    await context.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    const second = await postJson(context.app, '/account/sendEmailCode', {}, { Authorization: stranger });
    expect(second.code).toBe(200);
    const clash = await postJson(
      context.app,
      '/account/verifyEmail',
      { code: await latestCode(context.db, 'wang@example.cn') },
      { Authorization: stranger },
    );
    expect(clash.status).toBe(409);
    expect(clash.msg).not.toContain('zhijinzhusun');
    // a wrong code says nothing about the address at all
    await expect(
      postJson(context.app, '/account/verifyEmail', { code: '000000' }, { Authorization: stranger }),
    ).resolves.toMatchObject({ status: 400, reason: 'CODE_INVALID' });
  });

  it('caps confirmation mails per account a day, whichever addresses it tries', async () => {
    const user = await signUpAndIn('anshunlajiao', '13985300009', '安顺辣椒-2026');
    const outcomes: number[] = [];
    // one address after another: each new address has fresh caps of its own, the account does not
    for (let index = 0; index < VERIFY_EMAIL_SENDS_PER_DAY + 2; index += 1) {
      const edited = await postJson(
        context.app,
        '/account/user/editUserInfo',
        { nickName: '安顺', email: `stranger${index}@example.cn` },
        { Authorization: user },
      );
      expect(edited.code).toBe(200);
      outcomes.push(
        (await postJson(context.app, '/account/sendEmailCode', {}, { Authorization: user })).status,
      );
    }
    expect(outcomes).toEqual([...Array(VERIFY_EMAIL_SENDS_PER_DAY).fill(200), 429, 429]);
  });

  it('sends the new-mobile code whoever holds the number, and refuses a taken number only after its code', async () => {
    await signUpAndIn('qianxiherder', '13985300006', '黔西牧场-2026');
    const token = await signUpAndIn('weiningpotato', '13985300007', '威宁洋芋-2026');
    const auth = { Authorization: token };
    const checked = await postEncrypted(
      context.app,
      '/account/checkCredential',
      { password: '威宁洋芋-2026' },
      auth,
    );
    const proof = String(checked.data.proof);
    const sent = await postJson(
      context.app,
      '/account/sendMobileCode',
      { target: 'new', mobile: '13985300006', proof },
      auth,
    );
    // the same answer as for a free number: nothing tells that another account holds it
    expect(sent).toMatchObject({ status: 200, code: 200 });
    const wrong = await postJson(
      context.app,
      '/account/confirmMobileCode',
      { mobile: '13985300006', code: '000000', proof },
      auth,
    );
    expect(wrong).toMatchObject({ status: 400, reason: 'CODE_INVALID' });
    const taken = await postJson(
      context.app,
      '/account/confirmMobileCode',
      { mobile: '13985300006', code: await latestCode(context.db, '13985300006'), proof },
      auth,
    );
    expect(taken.status).toBe(409);
    expect(taken.msg).not.toContain('qianxiherder');
  });

  it('changes the mobile with a code to the old number, then a code to the new one', async () => {
    const token = await signUpAndIn('luodianpitaya', '13985300003', '火龙果甜-2026');
    const auth = { Authorization: token };
    await postJson(context.app, '/account/sendMobileCode', { target: 'current' }, auth);
    const verified = await postJson(
      context.app,
      '/account/verifyMobileCode',
      { code: await latestCode(context.db, '13985300003') },
      auth,
    );
    const proof = String(verified.data.proof);
    const sent = await postJson(
      context.app,
      '/account/sendMobileCode',
      { target: 'new', mobile: '13985300033', proof },
      auth,
    );
    expect(sent.code).toBe(200);
    const confirmed = await postJson(
      context.app,
      '/account/confirmMobileCode',
      { mobile: '13985300033', code: await latestCode(context.db, '13985300033'), proof },
      auth,
    );
    expect(confirmed.data).toMatchObject({ mobile: '139****0033' });
    // the proof is spent by the change
    const again = await postJson(
      context.app,
      '/account/confirmMobileCode',
      { mobile: '13985300034', code: '123456', proof },
      auth,
    );
    expect(again.status).toBe(400);
    expect((await signIn('13985300033', '火龙果甜-2026')).length).toBeGreaterThan(20);
    // the old number is told, so a change its owner did not make does not go unnoticed
    const notice = await waitFor(async () => noticeTo('13985300003'));
    expect(notice.body).toContain('改绑手机号 139****0033');
  });

  it('re-checks the password before a sensitive change, and refuses a wrong one', async () => {
    const token = await signUpAndIn('guanlingcattle', '13985300004', '关岭黄牛-2026');
    const wrong = await postEncrypted(
      context.app,
      '/account/checkCredential',
      { password: 'not-the-password' },
      { Authorization: token },
    );
    expect(wrong.status).toBe(400);
    const right = await postEncrypted(
      context.app,
      '/account/checkCredential',
      { password: '关岭黄牛-2026' },
      { Authorization: token },
    );
    expect(String(right.data.proof).length).toBeGreaterThan(16);
  });

  it('changes the password and ends every other session of the user', async () => {
    const phone = await signUpAndIn('hezhangwalnut', '13985300005', '赫章核桃-2026');
    const laptop = await signIn('hezhangwalnut', '赫章核桃-2026');
    // the laptop sign-in replaced the phone's session already; sign in on the phone again with a second browser
    expect(
      (await context.app.inject({ url: '/basics/user', headers: portalHeaders({ Authorization: phone }) }))
        .statusCode,
    ).toBe(402);
    const changed = await postEncrypted(
      context.app,
      '/account/updatePassWd',
      { oldPassword: '赫章核桃-2026', newPassword: '核桃满山-2027' },
      { Authorization: laptop },
    );
    expect(changed.code).toBe(200);
    expect(
      (await context.app.inject({ url: '/basics/user', headers: portalHeaders({ Authorization: laptop }) }))
        .statusCode,
    ).toBe(200);
    const oldPassword = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'hezhangwalnut',
      password: '赫章核桃-2026',
    });
    expect(oldPassword.status).toBe(401);
    const notice = await waitFor(async () => noticeTo('13985300005'));
    expect(notice.body).toMatch(/账号密码已于 .* 修改，其他设备上的登录已结束/);
  });

  it('refuses a wrong old password and a common new one', async () => {
    const token = await signUpAndIn('weiningpotato', '13985300006', '威宁洋芋-2026');
    const wrongOld = await postEncrypted(
      context.app,
      '/account/updatePassWd',
      { oldPassword: 'nope-nope-1', newPassword: '新的密码-2027' },
      { Authorization: token },
    );
    expect(wrongOld.status).toBe(400);
    const common = await postEncrypted(
      context.app,
      '/account/updatePassWd',
      { oldPassword: '威宁洋芋-2026', newPassword: 'password123' },
      { Authorization: token },
    );
    expect(common.status).toBe(400);
    expect(common.msg).toMatch(/常见/);
  });
});
