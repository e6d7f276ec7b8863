import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { postEncrypted, postJson } from '../../../test/identity-helpers.ts';
import { captchas } from '../../platform/verification/tables.ts';

let context: TestContext;
beforeAll(async () => {
  // the shipped defaults, not the relaxed ones the other test files use
  context = await createTestContext({
    CAPTCHA_FREE_CODE_SENDS_PER_HOUR: '5',
    CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP: '10',
  });
});
afterAll(async () => {
  await context.close();
});

/** A captcha whose answer the test knows: the image is for people, the check is what is under test. */
const knownCaptcha = async (answer: string) => {
  const [row] = await context.db
    .insert(captchas)
    .values({
      answerHash: createHash('sha256').update(answer.toLowerCase()).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: captchas.id });
  return row?.id ?? '';
};

describe('risk-based captcha', () => {
  it('asks for a captcha once an address has sent five codes in an hour, and accepts each captcha once', async () => {
    for (let n = 0; n < 5; n += 1) {
      expect((await postJson(context.app, '/sso/mobile/rcode', { mobile: `1398560000${n}` })).code).toBe(200);
    }
    const sixth = await postJson(context.app, '/sso/mobile/rcode', { mobile: '13985600009' });
    expect(sixth.status).toBe(400);
    expect(sixth.msg).toMatch(/图形验证码/);
    expect(sixth.reason).toBe('CAPTCHA_REQUIRED');

    const captchaId = await knownCaptcha('k7Rq');
    const wrong = await postJson(context.app, '/sso/mobile/rcode', {
      mobile: '13985600009',
      captchaId,
      captchaCode: 'xxxx',
    });
    expect(wrong.status).toBe(400);
    // the wrong guess used the captcha up
    const reused = await postJson(context.app, '/sso/mobile/rcode', {
      mobile: '13985600009',
      captchaId,
      captchaCode: 'k7Rq',
    });
    expect(reused.status).toBe(400);
    const fresh = await knownCaptcha('k7Rq');
    const right = await postJson(context.app, '/sso/mobile/rcode', {
      mobile: '13985600009',
      captchaId: fresh,
      captchaCode: 'K7RQ',
    });
    expect(right.code).toBe(200);
  });

  it('holds the appeal code step to the same rule: it checks the captcha it asks for', async () => {
    // this address sent its five captcha-free codes in the test above
    const without = await postJson(context.app, '/sso/appeal/checkMobile', { mobile: '13985600077' });
    expect(without.status).toBe(400);
    expect(without.reason).toBe('CAPTCHA_REQUIRED');
    const wrong = await postJson(context.app, '/sso/appeal/checkMobile', {
      mobile: '13985600077',
      captchaId: await knownCaptcha('p3Xw'),
      captchaCode: 'nope',
    });
    expect(wrong.reason).toBe('CAPTCHA_INVALID');
    const right = await postJson(context.app, '/sso/appeal/checkMobile', {
      mobile: '13985600077',
      captchaId: await knownCaptcha('p3Xw'),
      captchaCode: 'p3xw',
    });
    expect(right.code).toBe(200);
  });

  it('asks every sign-in from an address for a captcha after ten failures there', async () => {
    for (let n = 0; n < 10; n += 1) {
      await postEncrypted(context.app, '/sso/loginByEncrypt', {
        account: `stranger_${n}`,
        password: 'wrong-password',
      });
    }
    const index = (await context.app.inject({ url: '/sso/index', headers: portalHeaders() })).json().data;
    expect(index.captchaRequired).toBe(true);
    const next = await postEncrypted(context.app, '/sso/loginByEncrypt', {
      account: 'someone_else',
      password: 'whatever-1',
    });
    expect(next.status).toBe(400);
    expect(next.msg).toMatch(/图形验证码/);
  });

  it('serves a fresh SVG captcha image each time', async () => {
    const first = (await context.app.inject({ url: '/sso/getCode', headers: portalHeaders() })).json().data;
    const second = (await context.app.inject({ url: '/sso/getCode', headers: portalHeaders() })).json().data;
    expect(first.captchaId).not.toBe(second.captchaId);
    expect(Buffer.from(first.image.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
  });
});
