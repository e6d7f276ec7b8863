import { encryptRequest, importPublicKey } from '@rrsp/secure-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';
import { latestCode, postEncrypted, postJson } from '../../../test/identity-helpers.ts';

let context: TestContext;
let publicKey: CryptoKey;

const send = (envelope: unknown) =>
  context.app
    .inject({
      method: 'POST',
      url: '/sso/loginByEncrypt',
      headers: portalHeaders({ 'content-type': 'application/json' }),
      payload: JSON.stringify(envelope),
    })
    .then((response) => ({
      status: response.statusCode,
      reason: response.json().reason as string | undefined,
    }));

beforeAll(async () => {
  context = await createTestContext();
  const key = await context.app.inject({ url: '/sso/publicKey', headers: portalHeaders() });
  publicKey = await importPublicKey(key.json().data.publicKey);
  await postJson(context.app, '/sso/reg/authreg', { mobile: '13985910001' });
  const registered = await postEncrypted(context.app, '/sso/reg/regist', {
    username: 'chishuibamboo',
    mobile: '13985910001',
    code: await latestCode(context.db, '13985910001'),
    password: '赤水竹海-2026',
  });
  expect(registered.code).toBe(200);
});
afterAll(async () => {
  await context.close();
});

describe('sealed request bodies', () => {
  it('open once: the same captured sign-in sent again, even five at once, is refused', async () => {
    const { envelope } = await encryptRequest(
      { account: 'chishuibamboo', password: '赤水竹海-2026' },
      publicKey,
    );
    const first = await send(envelope);
    expect(first.status).toBe(200);
    const replays = await Promise.all(Array.from({ length: 5 }, () => send(envelope)));
    expect(replays).toEqual(Array.from({ length: 5 }, () => ({ status: 400, reason: 'PAYLOAD_REPLAYED' })));

    const fresh = await encryptRequest({ account: 'chishuibamboo', password: 'wrong-password-1' }, publicKey);
    const burst = await Promise.all(Array.from({ length: 5 }, () => send(fresh.envelope)));
    expect(burst.filter((answer) => answer.reason === 'PAYLOAD_REPLAYED')).toHaveLength(4);
  });

  it('go stale: a body sealed twenty minutes ago, or ahead of the clock, is refused with a reason', async () => {
    const body = { account: 'chishuibamboo', password: '赤水竹海-2026' };
    const old = await encryptRequest(body, publicKey, { sealedAt: Date.now() - 20 * 60_000 });
    expect(await send(old.envelope)).toEqual({ status: 400, reason: 'PAYLOAD_EXPIRED' });
    const ahead = await encryptRequest(body, publicKey, { sealedAt: Date.now() + 10 * 60_000 });
    expect(await send(ahead.envelope)).toEqual({ status: 400, reason: 'PAYLOAD_EXPIRED' });
  });

  it("tells the client the server's time with the public key, so a wrong PC clock can be allowed for", async () => {
    const before = Date.now();
    const key = (await context.app.inject({ url: '/sso/publicKey', headers: portalHeaders() })).json().data;
    expect(key.serverTime).toBeGreaterThanOrEqual(before);
    expect(key.serverTime).toBeLessThanOrEqual(Date.now());
  });
});
