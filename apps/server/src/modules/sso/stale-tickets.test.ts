import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { exchange, latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { waitFor } from '../../../test/wait.ts';
import {
  hashPassword,
  PASSWORD_HASH_SLOTS,
  passwordWorkLoad,
  reservePasswordWork,
} from '../../platform/identity/password.ts';
import { users } from '../../platform/identity/tables.ts';

let context: TestContext;

const register = async (username: string, mobile: string, password: string) => {
  const sent = await postJson(context.app, '/sso/reg/authreg', { mobile });
  expect(sent.code, sent.msg).toBe(200);
  await postEncrypted(context.app, '/sso/reg/regist', {
    username,
    mobile,
    code: await latestCode(context.db, mobile),
    password,
  });
};
const ticketOf = async (account: string, password: string) =>
  String((await postEncrypted(context.app, '/sso/loginByEncrypt', { account, password })).data.ticket);
const alive = async (token: string) =>
  (await context.app.inject({ url: '/basics/user', headers: portalHeaders({ Authorization: token }) }))
    .statusCode;

beforeAll(async () => {
  context = await createTestContext({ CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '1000' });
});
afterAll(async () => {
  await context.close();
});

describe('tickets minted before a credential change', () => {
  it('are void after a password change, and cannot end the session of the person who changed it', async () => {
    await register('danzhaistone', '13985900001', '丹寨石桥-2026');
    // a ticket someone else obtained with the old password, not yet exchanged
    const stolen = await ticketOf('danzhaistone', '丹寨石桥-2026');
    const owner = (await exchange(context.app, await ticketOf('danzhaistone', '丹寨石桥-2026'))).body.data
      .token;
    const changed = await postEncrypted(
      context.app,
      '/account/updatePassWd',
      { oldPassword: '丹寨石桥-2026', newPassword: '古法造纸-2027' },
      { Authorization: owner },
    );
    expect(changed.code).toBe(200);
    expect((await exchange(context.app, stolen)).status).toBe(401);
    expect(await alive(owner)).toBe(200);
  });

  it('are void after a sign-out', async () => {
    await register('leishansilver', '13985900002', '雷山银饰-2026');
    const waiting = await ticketOf('leishansilver', '雷山银饰-2026');
    const token = (await exchange(context.app, await ticketOf('leishansilver', '雷山银饰-2026'))).body.data
      .token;
    const signedOut = await context.app.inject({
      url: '/basics/loginout',
      headers: portalHeaders({ Authorization: token }),
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await exchange(context.app, waiting)).status).toBe(401);
  });

  it('are void after a password reset', async () => {
    await register('taijiangsister', '13985900003', '姊妹节日-2026');
    const waiting = await ticketOf('taijiangsister', '姊妹节日-2026');
    const started = await postJson(context.app, '/sso/forget/cname', { account: 'taijiangsister' });
    const flowId = String(started.data.flowId);
    await postJson(context.app, '/sso/forget/checkmobile', { flowId, mobile: '13985900003' });
    // the registration code went to the same number a moment ago: let the reset code past the cooldown
    await context.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    await postJson(context.app, '/sso/forget/mobile/code', { flowId });
    const reset = await postEncrypted(context.app, '/sso/forget/resetpwd', {
      flowId,
      code: await latestCode(context.db, '13985900003'),
      password: '苗年盛装-2027',
    });
    expect(reset.code, reset.msg).toBe(200);
    expect((await exchange(context.app, waiting)).status).toBe(401);
  });

  it('are never minted for a password that changed while the sign-in waited in the hashing line', async () => {
    await register('shibingkarst', '13985900009', '施秉云台-2026');
    const newHash = await hashPassword('杉木河漂-2027');
    // every hashing slot busy, so the sign-in reads the account and then waits its turn
    const busy = deferred();
    const holders = Array.from({ length: PASSWORD_HASH_SLOTS }, () =>
      reservePasswordWork().run(() => busy.promise),
    );
    const signingIn = postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'shibingkarst',
      password: '施秉云台-2026',
    });
    await waitFor(async () => (passwordWorkLoad().waiting === 1 ? true : undefined));
    const [user] = await context.db.select().from(users).where(eq(users.username, 'shibingkarst'));
    await context.app.identity.users.update(String(user?.id), { passwordHash: newHash });
    busy.resolve();
    await Promise.all(holders);
    const refused = await signingIn;
    expect(refused.status).toBe(401);
    expect(refused.reason).toBe('CREDENTIALS_INVALID');
    // the same sign-in with the account unchanged goes through
    expect(
      (
        await postEncrypted(context.app, '/sso/loginByEncrypt', {
          account: 'shibingkarst',
          password: '杉木河漂-2027',
        })
      ).code,
    ).toBe(200);
  });
});

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
