import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEndpoint } from '@rrsp/contract';
import { isPayloadError, verifySignature } from '@rrsp/secure-payload';
import {
  decryptRequest,
  encryptResponseData,
  type KeyPair,
  loadOrCreateKeyPair,
} from '@rrsp/secure-payload/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Handler, ok, saveThing, send, settle, startTestServer } from './api-test-support.ts';
import { createSecurePayloadCodec } from './payload-codec.ts';

/** The secure payload codec as the app uses it: inside the request client, against a real HTTP server. */
const server = startTestServer();

describe('payload codec through the request client', () => {
  const Secret = z.object({ account: z.string(), password: z.string() });
  const signIn = defineEndpoint({
    id: 'sso.testSignIn',
    module: 'sso',
    method: 'POST',
    path: '/sso/test/sign-in',
    access: 'public',
    summary: '测试',
    body: Secret,
    data: z.object({ ticket: z.string(), echo: Secret }),
    encrypted: true,
  });
  const garbage = defineEndpoint({
    id: 'sso.testGarbage',
    module: 'sso',
    method: 'POST',
    path: '/sso/test/garbage',
    access: 'public',
    summary: '测试',
    body: Secret,
    data: z.string(),
    encrypted: true,
  });

  let keyDir: string;
  let keyPair: KeyPair;
  let oldKeyPair: KeyPair;

  beforeAll(async () => {
    keyDir = await mkdtemp(path.join(tmpdir(), 'rrsp-web-codec-'));
    [keyPair, oldKeyPair] = await Promise.all([
      loadOrCreateKeyPair(path.join(keyDir, 'current')),
      loadOrCreateKeyPair(path.join(keyDir, 'old')),
    ]);
  }, 60_000);
  afterAll(async () => {
    await rm(keyDir, { recursive: true, force: true });
  });

  /**
   * Refusal of a body sealed under a key the server no longer holds. The sentence is deliberately not the one
   * apps/server sends: the client must resend on the reason alone.
   */
  const KEY_ROTATED = {
    code: 400,
    msg: '请求未能处理（测试用语）',
    reason: 'PAYLOAD_KEY_ROTATED',
    data: null,
  };

  const EXPIRED = { code: 400, msg: '请求已过期（测试用语）', reason: 'PAYLOAD_EXPIRED', data: null };

  /**
   * A server that opens the envelope like apps/server does, and answers under the request's key. Its clock may run
   * ahead of this computer's (`serverAheadMs`): a body sealed on the wrong clock is refused as expired.
   */
  const decryptingServer =
    (
      answer: (body: z.infer<typeof Secret>, key: string) => Promise<unknown>,
      refusal: unknown = KEY_ROTATED,
      serverAheadMs = 0,
    ): Handler =>
    (_req, res, recorded) => {
      void (async () => {
        const envelope = JSON.parse(recorded.body) as Record<string, unknown>;
        let opened: Awaited<ReturnType<typeof decryptRequest>>;
        try {
          opened = await decryptRequest(envelope, keyPair, { now: Date.now() + serverAheadMs });
        } catch (error) {
          send(res, 400, isPayloadError(error) && error.reason === 'expired' ? EXPIRED : refusal);
          return;
        }
        const body = opened.body as z.infer<typeof Secret>;
        if (typeof envelope.sign === 'string' && !verifySignature({ ...body, sign: envelope.sign })) {
          send(res, 400, {
            code: 400,
            msg: '请求内容在传输中被改动，已拒绝',
            reason: 'PAYLOAD_TAMPERED',
            data: null,
          });
          return;
        }
        send(res, 200, ok(await answer(body, opened.key)));
      })();
    };

  it('sends an encrypted, signed body the server can open, and decrypts the sealed answer', async () => {
    let loads = 0;
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => {
          loads += 1;
          return { publicKey: keyPair.publicKeySpkiBase64 };
        },
      }),
    });
    server.handler = decryptingServer((body, key) =>
      encryptResponseData({ ticket: 'ST-1', echo: body }, key),
    );
    const secret = { account: 'zhangsan', password: '密码 with spaces 123' };

    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-1',
      echo: secret,
    });
    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-1',
      echo: secret,
    });

    const wire = JSON.parse(server.received[0]?.body ?? '{}') as Record<string, unknown>;
    expect(Object.keys(wire).sort()).toEqual(['encrypted', 'requestData', 'sign']);
    expect(server.received[0]?.body).not.toContain('zhangsan');
    expect(server.received[0]?.body).not.toContain('spaces');
    expect(loads).toBe(1);
    expect(h.errors()).toEqual([]);
  });

  it('leaves bodies of endpoints not marked encrypted in plain JSON', async () => {
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => ({ publicKey: keyPair.publicKeySpkiBase64 }),
      }),
    });
    server.handler = (_req, res) => send(res, 200, ok({ id: 1, name: '茶叶' }));
    h.storage.set('token', 'tok-1');
    await h.client.request(saveThing, { body: { name: '茶叶' } });
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toEqual({ name: '茶叶' });
  });

  it('passes a response it cannot decrypt through silently', async () => {
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => ({ publicKey: keyPair.publicKeySpkiBase64 }),
      }),
    });
    server.handler = decryptingServer(async () => 'not-sealed-data!!');
    await expect(h.client.request(garbage, { body: { account: 'a', password: 'b' } })).resolves.toBe(
      'not-sealed-data!!',
    );
    // Sealed under a different key: still passed through, never thrown.
    server.handler = decryptingServer(() => encryptResponseData('secret', 'ABCDEFGHIJKLMNOP'));
    const sealed = await h.client.request(garbage, { body: { account: 'a', password: 'b' } });
    expect(typeof sealed).toBe('string');
    expect(sealed).not.toBe('secret');
    expect(h.errors()).toEqual([]);
  });

  it('fetches the public key again once when the server answers PAYLOAD_KEY_ROTATED', async () => {
    const served = [oldKeyPair.publicKeySpkiBase64, keyPair.publicKeySpkiBase64];
    let loads = 0;
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => ({ publicKey: served[Math.min(loads++, served.length - 1)] ?? '' }),
      }),
    });
    server.handler = decryptingServer((body, key) =>
      encryptResponseData({ ticket: 'ST-2', echo: body }, key),
    );
    const secret = { account: 'lisi', password: 'p@ss-word-9' };
    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-2',
      echo: secret,
    });
    expect(loads).toBe(2);
    expect(server.received).toHaveLength(2);
    expect(h.errors()).toEqual([]);
  });

  it("seals bodies on the server's clock, and learns it again when the server says a body expired", async () => {
    const hourMs = 3_600_000;
    // this computer's clock is an hour behind the server's, and the first key comes without the server's time
    let loads = 0;
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => {
          loads += 1;
          return {
            publicKey: keyPair.publicKeySpkiBase64,
            ...(loads > 1 ? { serverTime: Date.now() + hourMs } : {}),
          };
        },
      }),
    });
    server.handler = decryptingServer(
      (body, key) => encryptResponseData({ ticket: 'ST-3', echo: body }, key),
      KEY_ROTATED,
      hourMs,
    );
    const secret = { account: 'wangwu', password: 'p@ss-word-10' };
    // sealed an hour late and refused, then sealed again on the server's clock learned with the key fetched anew
    await expect(h.client.request(signIn, { body: secret })).resolves.toEqual({
      ticket: 'ST-3',
      echo: secret,
    });
    expect(loads).toBe(2);
    expect(server.received).toHaveLength(2);
    expect(h.errors()).toEqual([]);
  });

  it('resends only once: a second refusal is shown as the error it is', async () => {
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => ({ publicKey: oldKeyPair.publicKeySpkiBase64 }),
      }),
    });
    server.handler = decryptingServer(async () => 'never');
    const result = await settle(h.client.request(signIn, { body: { account: 'a', password: 'b' } }));
    expect(result.ok).toBe(false);
    expect(server.received).toHaveLength(2);
    expect(h.errors()).toEqual([KEY_ROTATED.msg]);
  });

  it('does not resend on the old sentence when the reason is another', async () => {
    let loads = 0;
    const h = server.makeHarness({
      payloadCodec: createSecurePayloadCodec({
        loadPublicKey: async () => {
          loads += 1;
          return { publicKey: oldKeyPair.publicKeySpkiBase64 };
        },
      }),
    });
    const malformed = {
      code: 400,
      msg: '加密密钥已更新，请刷新页面后重试',
      reason: 'PAYLOAD_MALFORMED',
      data: null,
    };
    server.handler = decryptingServer(async () => 'never', malformed);
    const result = await settle(h.client.request(signIn, { body: { account: 'a', password: 'b' } }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason).toBe('PAYLOAD_MALFORMED');
    expect(server.received).toHaveLength(1);
    expect(loads).toBe(1);
  });
});
