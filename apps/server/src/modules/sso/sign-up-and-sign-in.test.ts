import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import {
  exchange,
  latestCode,
  outboxCount,
  postEncrypted,
  postJson,
} from '../../../test/identity-helpers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const signUp = async (username: string, mobile: string, password = '黔山秀水-2026') => {
  const sent = await postJson(context.app, '/sso/reg/authreg', { mobile });
  expect(sent.code).toBe(200);
  const code = await latestCode(context.db, mobile);
  return postEncrypted(context.app, '/sso/reg/regist', {
    username,
    mobile,
    code,
    password,
    nickName: '杨秀英',
  });
};

describe('sign-up', () => {
  it('registers with an SMS code, signs the new user in with a single-use ticket', async () => {
    const result = await signUp('yangxiuying', '13985100001');
    expect(result.code).toBe(200);
    const ticket = String(result.data.ticket);
    expect(ticket).toMatch(/^ST-[A-Za-z0-9_-]{32,}$/);
    const first = await exchange(context.app, ticket);
    expect(first.status).toBe(200);
    const me = await context.app.inject({
      url: '/basics/user',
      headers: portalHeaders({ Authorization: first.body.data.token }),
    });
    expect(me.json().data).toMatchObject({
      username: 'yangxiuying',
      nickName: '杨秀英',
      mobile: '139****0001',
    });
    const replay = await exchange(context.app, ticket);
    expect(replay.status).toBe(401);
  });

  it('refuses a common password, a taken username and a wrong code, writing nothing', async () => {
    const common = await signUp('wumei2026', '13985100002', 'woaini1314');
    expect(common.status).toBe(400);
    expect(common.msg).toMatch(/常见/);
    const taken = await signUp('YangXiuYing', '13985100003');
    expect(taken.status).toBe(409);
    await postJson(context.app, '/sso/reg/authreg', { mobile: '13985100004' });
    const wrong = await postEncrypted(context.app, '/sso/reg/regist', {
      username: 'longping',
      mobile: '13985100004',
      code: '000000',
      password: '黔山秀水-2026',
    });
    expect(wrong.status).toBe(400);
  });

  it('keeps the code usable when the registration it was for fails (a taken username)', async () => {
    expect((await signUp('code_keeper', '13985100061')).code).toBe(200);
    await postJson(context.app, '/sso/reg/authreg', { mobile: '13985100062' });
    const code = await latestCode(context.db, '13985100062');
    const register = (username: string) =>
      postEncrypted(context.app, '/sso/reg/regist', {
        username,
        mobile: '13985100062',
        code,
        password: '黔山秀水-2026',
      });
    expect((await register('code_keeper')).status).toBe(409);
    // the same code, a free username: no new code to wait a minute for
    expect((await register('code_keeper_2')).code).toBe(200);
    expect((await register('code_keeper_3')).status).toBe(400);
  });

  it('refuses a plain (unencrypted) sign-up body', async () => {
    const plain = await postJson(context.app, '/sso/reg/regist', {
      username: 'plainuser',
      mobile: '13985100005',
      code: '123456',
      password: 'x'.repeat(10),
    });
    expect(plain.status).toBe(400);
  });

  it('makes a second code wait for the cooldown and says how long', async () => {
    await postJson(context.app, '/sso/reg/authreg', { mobile: '13985100006' });
    const again = await postJson(context.app, '/sso/reg/authreg', { mobile: '13985100006' });
    expect(again.status).toBe(429);
    expect(again.msg).toMatch(/\d+ 秒后再试/);
  });
});

describe('sign-in', () => {
  it('signs in with a username or the mobile and a password', async () => {
    await signUp('wuhai2026', '13985100010', '茶园春早-2026');
    for (const account of ['wuhai2026', 'WUHAI2026', '13985100010']) {
      const result = await postEncrypted(context.app, '/sso/loginByEncrypt', {
        account,
        password: '茶园春早-2026',
      });
      expect(result.code, account).toBe(200);
      expect((await exchange(context.app, String(result.data.ticket))).status).toBe(200);
    }
  });

  it('answers the same for an unknown account and a wrong password, then makes the caller wait', async () => {
    await signUp('longxiaoping', '13985100011', '稻花香里-2026');
    const unknown = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'nobody_here',
      password: 'x'.repeat(12),
    });
    const wrong = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'longxiaoping',
      password: 'x'.repeat(12),
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.msg).toBe(wrong.msg);
    await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'longxiaoping',
      password: 'y'.repeat(12),
    });
    const third = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'longxiaoping',
      password: 'z'.repeat(12),
    });
    expect(third.msg).toMatch(/请 30 秒后再试/);
    const blocked = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'longxiaoping',
      password: '稻花香里-2026',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.msg).toMatch(/短信验证码登录/);
    // the owner is never locked out: an SMS code still works during the wait
    await postJson(context.app, '/sso/mobile/rcode', { mobile: '13985100011' });
    const bySms = await postEncrypted(context.app, '/sso/m/loginByEncrypt', {
      mobile: '13985100011',
      code: await latestCode(context.db, '13985100011'),
    });
    expect(bySms.code).toBe(200);
  });

  it('sends a sign-in code only to a registered mobile, with the same answer either way', async () => {
    const unknown = await postJson(context.app, '/sso/mobile/rcode', { mobile: '13985100099' });
    const known = await postJson(context.app, '/sso/mobile/rcode', { mobile: '13985100010' });
    expect(unknown.code).toBe(200);
    expect(unknown.data).toEqual(known.data);
    expect(await outboxCount(context.db, '13985100099')).toBe(0);
  });

  it('allows a code a limited number of tries', async () => {
    await postJson(context.app, '/sso/mobile/rcode', { mobile: '13985100010' }).catch(() => undefined);
    const code = await latestCode(context.db, '13985100010');
    for (let i = 0; i < 5; i += 1) {
      const wrongCode = code === '000000' ? '111111' : '000000';
      const attempt = await postEncrypted(context.app, '/sso/m/loginByEncrypt', {
        mobile: '13985100010',
        code: wrongCode,
      });
      expect(attempt.status).toBe(400);
    }
    const right = await postEncrypted(context.app, '/sso/m/loginByEncrypt', { mobile: '13985100010', code });
    expect(right.status).toBe(400);
  });

  it('ends the previous portal session when the same user signs in again (402 on the old token)', async () => {
    const first = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'wuhai2026',
      password: '茶园春早-2026',
    });
    const firstToken = (await exchange(context.app, String(first.data.ticket))).body.data.token;
    const second = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'wuhai2026',
      password: '茶园春早-2026',
    });
    const secondToken = (await exchange(context.app, String(second.data.ticket))).body.data.token;
    expect(firstToken).not.toBe(secondToken);
    const old = await context.app.inject({
      url: '/basics/user',
      headers: portalHeaders({ Authorization: firstToken }),
    });
    expect(old.statusCode).toBe(402);
  });

  it('keeps one session even when two sign-ins of one account are exchanged at the same moment', async () => {
    await signUp('twin_signin', '13985100071');
    // three: each parallel attempt counts as a failure until its password proves right (throttle-service.ts)
    const tickets = await Promise.all(
      [1, 2, 3].map(async () => {
        const signedIn = await postEncrypted(context.app, '/sso/loginByEncrypt', {
          account: 'twin_signin',
          password: '黔山秀水-2026',
        });
        return String(signedIn.data.ticket);
      }),
    );
    const tokens = (await Promise.all(tickets.map((ticket) => exchange(context.app, ticket)))).map(
      (result) => result.body.data.token,
    );
    const alive = await Promise.all(
      tokens.map(
        async (token) =>
          (
            await context.app.inject({
              url: '/basics/user',
              headers: portalHeaders({ Authorization: token }),
            })
          ).statusCode,
      ),
    );
    expect(alive.filter((status) => status === 200)).toHaveLength(1);
    expect(alive.filter((status) => status === 402)).toHaveLength(2);
  });

  it('tells the sign-in page its public key, and whether a captcha is needed without regard to any account', async () => {
    await signUp('ghost_owner', '13985100072');
    for (const password of ['guess-one-1', 'guess-two-2', 'guess-three-3']) {
      await postEncrypted(context.app, '/sso/loginByEncrypt', { account: 'ghost_owner', password });
    }
    const index = async (account: string) =>
      (await context.app.inject({ url: `/sso/index?account=${account}`, headers: portalHeaders() })).json()
        .data;
    const byName = await index('ghost_owner');
    expect(byName.publicKey.length).toBeGreaterThan(300);
    // the account's own failures show nowhere: its mobile, its name and a stranger's name answer alike
    expect((await index('13985100072')).captchaRequired).toBe(byName.captchaRequired);
    expect((await index('wuhai2026')).captchaRequired).toBe(byName.captchaRequired);
    const captcha = (await context.app.inject({ url: '/sso/getCode', headers: portalHeaders() })).json().data;
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
