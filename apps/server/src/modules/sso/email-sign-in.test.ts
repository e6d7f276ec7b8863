import { sql } from 'drizzle-orm';
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

describe('e-mail code sign-in', () => {
  it('signs in with a code only once the address was confirmed on the account page', async () => {
    await postJson(context.app, '/sso/reg/authreg', { mobile: '13985700001' });
    const registered = await postEncrypted(context.app, '/sso/reg/regist', {
      username: 'rongjiangfruit',
      mobile: '13985700001',
      code: await latestCode(context.db, '13985700001'),
      password: '百香果熟-2026',
    });
    const { token } = (await exchange(context.app, String(registered.data.ticket))).body.data;
    await postJson(
      context.app,
      '/account/user/editUserInfo',
      { nickName: '榕江百香果', email: 'Fruit@Rongjiang.example' },
      { Authorization: token },
    );

    // saved but unconfirmed: the sign-in page answers as for any address, and no sign-in code goes there
    const early = await postJson(context.app, '/sso/email/getCode', { email: 'fruit@rongjiang.example' });
    expect(early.code).toBe(200);
    expect(await outboxCount(context.db, 'fruit@rongjiang.example')).toBe(0);

    await postJson(context.app, '/account/sendEmailCode', {}, { Authorization: token });
    await postJson(
      context.app,
      '/account/verifyEmail',
      { code: await latestCode(context.db, 'fruit@rongjiang.example') },
      { Authorization: token },
    );
    await context.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes'`,
    );
    const sent = await postJson(context.app, '/sso/email/getCode', { email: 'fruit@rongjiang.example' });
    expect(sent.code).toBe(200);
    const code = await latestCode(context.db, 'fruit@rongjiang.example');
    const signedIn = await postEncrypted(context.app, '/sso/email/login', {
      email: 'FRUIT@rongjiang.example',
      code,
    });
    expect(signedIn.code, signedIn.msg).toBe(200);
    const session = await exchange(context.app, String(signedIn.data.ticket));
    const me = await context.app.inject({
      url: '/basics/user',
      headers: portalHeaders({ Authorization: session.body.data.token }),
    });
    expect(me.json().data).toMatchObject({ username: 'rongjiangfruit', emailVerified: true });
  });

  it('never signs anyone in with an address they attached but did not confirm', async () => {
    await postJson(context.app, '/sso/reg/authreg', { mobile: '13985700002' });
    const registered = await postEncrypted(context.app, '/sso/reg/regist', {
      username: 'mailsquatter',
      mobile: '13985700002',
      code: await latestCode(context.db, '13985700002'),
      password: '借名登录-2026',
    });
    const { token } = (await exchange(context.app, String(registered.data.ticket))).body.data;
    // someone attaches a victim's address to their own account...
    await postJson(
      context.app,
      '/account/user/editUserInfo',
      { nickName: '占用者', email: 'victim@rongjiang.example' },
      { Authorization: token },
    );
    // ...and the victim, asking for a sign-in code for their own address, gets none that opens that account
    await postJson(context.app, '/sso/email/getCode', { email: 'victim@rongjiang.example' });
    expect(await outboxCount(context.db, 'victim@rongjiang.example')).toBe(0);
    const guessed = await postEncrypted(context.app, '/sso/email/login', {
      email: 'victim@rongjiang.example',
      code: '123456',
    });
    expect(guessed.status).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing there', async () => {
    const unknown = await postJson(context.app, '/sso/email/getCode', { email: 'nobody@rongjiang.example' });
    expect(unknown.code).toBe(200);
    expect(await outboxCount(context.db, 'nobody@rongjiang.example')).toBe(0);
    const refused = await postEncrypted(context.app, '/sso/email/login', {
      email: 'nobody@rongjiang.example',
      code: '123456',
    });
    expect(refused.status).toBe(400);
  });
});
