import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aesGcmEncrypt, importAesKey } from './aes-gcm.ts';
import { base64ToBytes, bytesToBase64, utf8Encode } from './bytes.ts';
import { decryptResponseData, encryptRequest } from './client.ts';
import { isPayloadError, type PayloadErrorReason } from './payload-error.ts';
import { randomKey16 } from './random-key.ts';
import { importPublicKey, RSA_ALGORITHM } from './rsa.ts';
import { decryptRequest, encryptResponseData, type KeyPair, loadOrCreateKeyPair } from './server.ts';
import { makeTempDir } from './test-support.ts';

let keyPair: KeyPair;
let otherKeyPair: KeyPair;
let publicKey: CryptoKey;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const [first, second] = await Promise.all([makeTempDir(), makeTempDir()]);
  cleanups.push(first.cleanup, second.cleanup);
  [keyPair, otherKeyPair] = await Promise.all([
    loadOrCreateKeyPair(first.dir),
    loadOrCreateKeyPair(second.dir),
  ]);
  publicKey = await importPublicKey(keyPair.publicKeySpkiBase64);
  // RSA key generation has a long tail (random prime search), worse on a loaded machine.
}, 60_000);

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

async function expectRefusal(promise: Promise<unknown>, reason: PayloadErrorReason): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isPayloadError(error), `expected a PayloadError '${reason}'`).toBe(true);
  if (!isPayloadError(error)) return;
  expect(error.reason).toBe(reason);
  expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  expect(error.status).toBe(reason === 'too-large' ? 413 : 400);
}

/** Seals arbitrary plaintext bytes under a key of our choosing, as a hostile or buggy client could. */
async function handMadeEnvelope(keyText: string, plaintext: Uint8Array<ArrayBuffer>, aesKeyText = keyText) {
  const wrapped = await globalThis.crypto.subtle.encrypt(RSA_ALGORITHM, publicKey, utf8Encode(keyText));
  const sealed = await aesGcmEncrypt(await importAesKey(aesKeyText), plaintext);
  return { encrypted: bytesToBase64(new Uint8Array(wrapped)), requestData: bytesToBase64(sealed) };
}

function flipByte(base64: string, index: number): string {
  const bytes = base64ToBytes(base64);
  if (bytes === null) throw new Error('not base64');
  const at = index < 0 ? bytes.length + index : index;
  bytes[at] = (bytes[at] as number) ^ 0x01;
  return bytesToBase64(bytes);
}

describe('request: client encrypts, server decrypts', () => {
  it('round-trips a body with Chinese text, numbers, nesting and arrays', async () => {
    const body = {
      username: '张三',
      password: 'Pa55word!',
      remember: true,
      tags: ['乡村', 1, null],
      nested: { a: 1 },
    };
    const { envelope, key } = await encryptRequest(body, publicKey);
    expect(Object.keys(envelope).sort()).toEqual(['encrypted', 'requestData']);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    // A 2048-bit RSA ciphertext is 256 bytes = 344 base64 characters.
    expect(envelope.encrypted).toHaveLength(344);
    const decrypted = await decryptRequest(envelope, keyPair);
    expect(decrypted).toEqual({
      body,
      key,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      sealedAt: expect.any(Number),
    });
    // iv (12) + JSON of { sealedAt, nonce, body } + tag (16)
    const { sealedAt, nonce } = decrypted;
    expect(base64ToBytes(envelope.requestData)?.length).toBe(
      12 + utf8Encode(JSON.stringify({ sealedAt, nonce, body })).length + 16,
    );
  });

  it('never sends the needEncrypt flag and sends undefined as null', async () => {
    const flagged = await encryptRequest({ needEncrypt: true, mobile: '13800000000' }, publicKey);
    expect((await decryptRequest(flagged.envelope, keyPair)).body).toEqual({ mobile: '13800000000' });
    const nothing = await encryptRequest(undefined, publicKey);
    expect((await decryptRequest(nothing.envelope, keyPair)).body).toBeNull();
    const list = await encryptRequest([1, 2], publicKey);
    expect((await decryptRequest(list.envelope, keyPair)).body).toEqual([1, 2]);
  });

  it('uses a fresh key and a fresh IV every time', async () => {
    const a = await encryptRequest({ same: 'body' }, publicKey);
    const b = await encryptRequest({ same: 'body' }, publicKey);
    expect(a.key).not.toBe(b.key);
    expect(a.envelope.requestData.slice(0, 16)).not.toBe(b.envelope.requestData.slice(0, 16));
    expect(a.envelope.encrypted).not.toBe(b.envelope.encrypted);
  });

  it('ignores extra fields next to the two it needs', async () => {
    const { envelope } = await encryptRequest({ a: 1 }, publicKey);
    expect((await decryptRequest({ ...envelope, sign: 'x' }, keyPair)).body).toEqual({ a: 1 });
  });

  it('accepts the public key as PEM too', async () => {
    const fromPem = await importPublicKey(keyPair.publicKeyPem);
    const { envelope } = await encryptRequest({ a: 1 }, fromPem);
    expect((await decryptRequest(envelope, keyPair)).body).toEqual({ a: 1 });
  });
});

describe('response: server encrypts data under the request key, client decrypts', () => {
  it('round-trips data of every JSON shape', async () => {
    const { envelope } = await encryptRequest({ login: true }, publicKey);
    const { key } = await decryptRequest(envelope, keyPair);
    for (const data of [{ token: 'abc', user: { name: '李四' } }, [1, 'two'], 'text', 42, true, null]) {
      const sealed = await encryptResponseData(data, key);
      expect(typeof sealed).toBe('string');
      expect(await decryptResponseData(sealed, key)).toEqual(data);
    }
    expect(await decryptResponseData(await encryptResponseData(undefined, key), key)).toBeNull();
  });

  it('passes anything that does not decrypt through unchanged, without throwing', async () => {
    const key = randomKey16();
    const plain = { rows: [], total: 0 };
    expect(await decryptResponseData(plain, key)).toBe(plain);
    expect(await decryptResponseData(null, key)).toBeNull();
    expect(await decryptResponseData(undefined, key)).toBeUndefined();
    expect(await decryptResponseData(7, key)).toBe(7);
    expect(await decryptResponseData('操作成功', key)).toBe('操作成功');
    expect(await decryptResponseData('', key)).toBe('');
    expect(await decryptResponseData('AAAA', key)).toBe('AAAA');
    expect(await decryptResponseData('not base64 at all!', key)).toBe('not base64 at all!');

    const sealed = await encryptResponseData({ a: 1 }, key);
    expect(await decryptResponseData(sealed, randomKey16())).toBe(sealed);
    const tampered = flipByte(sealed, -1);
    expect(await decryptResponseData(tampered, key)).toBe(tampered);
    expect(await decryptResponseData(sealed, '')).toBe(sealed);
    expect(await decryptResponseData(sealed, 'not a valid key!')).toBe(sealed);

    const notJson = bytesToBase64(await aesGcmEncrypt(await importAesKey(key), utf8Encode('{oops')));
    expect(await decryptResponseData(notJson, key)).toBe(notJson);
  });
});

describe('refusals', () => {
  it("reports a flipped byte anywhere in requestData as 'tampered'", async () => {
    const { envelope } = await encryptRequest({ amount: 100 }, publicKey);
    for (const index of [0, 11, 12, 20, -17, -1]) {
      const requestData = flipByte(envelope.requestData, index);
      await expectRefusal(decryptRequest({ ...envelope, requestData }, keyPair), 'tampered');
    }
    // A changed base64 character in the middle, as a proxy rewriting text would do.
    const middle = Math.floor(envelope.requestData.length / 2);
    const char = envelope.requestData[middle] === 'A' ? 'B' : 'A';
    const requestData = `${envelope.requestData.slice(0, middle)}${char}${envelope.requestData.slice(middle + 1)}`;
    await expectRefusal(decryptRequest({ ...envelope, requestData }, keyPair), 'tampered');
  });

  it("reports a body sealed under another key than the wrapped one as 'tampered'", async () => {
    const envelope = await handMadeEnvelope(randomKey16(), utf8Encode('{}'), randomKey16());
    await expectRefusal(decryptRequest(envelope, keyPair), 'tampered');
  });

  it("reports a key encrypted for another key pair as 'wrong-key'", async () => {
    const { envelope } = await encryptRequest({ a: 1 }, publicKey);
    await expectRefusal(decryptRequest(envelope, otherKeyPair), 'wrong-key');
    await expectRefusal(
      decryptRequest({ ...envelope, encrypted: flipByte(envelope.encrypted, 100) }, keyPair),
      'wrong-key',
    );
  });

  it("reports requestData over maxBytes as 'too-large' before any decryption", async () => {
    const { envelope } = await encryptRequest({ text: 'x'.repeat(2000) }, publicKey);
    const decrypt = vi.spyOn(globalThis.crypto.subtle, 'decrypt');
    try {
      await expectRefusal(decryptRequest(envelope, keyPair, { maxBytes: 1000 }), 'too-large');
      // Size is checked before the base64 is even looked at.
      await expectRefusal(
        decryptRequest({ encrypted: '!', requestData: '#'.repeat(1_048_577) }, keyPair),
        'too-large',
      );
      expect(decrypt).not.toHaveBeenCalled();
    } finally {
      decrypt.mockRestore();
    }
    // At the limit it still passes.
    const limit = envelope.requestData.length;
    expect((await decryptRequest(envelope, keyPair, { maxBytes: limit })).body).toEqual({
      text: 'x'.repeat(2000),
    });
  });

  it("reports every shape that is not { encrypted, requestData } in base64 as 'malformed'", async () => {
    const { envelope } = await encryptRequest({ a: 1 }, publicKey);
    const variants: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [envelope.encrypted, envelope.requestData],
      {},
      { encrypted: envelope.encrypted },
      { requestData: envelope.requestData },
      { encrypted: 1, requestData: envelope.requestData },
      { encrypted: envelope.encrypted, requestData: { nested: true } },
      { encrypted: '', requestData: envelope.requestData },
      { encrypted: envelope.encrypted, requestData: '' },
      {
        encrypted: `${envelope.encrypted.slice(0, 10)}*${envelope.encrypted.slice(11)}`,
        requestData: envelope.requestData,
      },
      { encrypted: envelope.encrypted, requestData: `${envelope.requestData}\n` },
      // not a whole number of base64 quanta
      { encrypted: envelope.encrypted, requestData: envelope.requestData.slice(0, -1) },
      {
        encrypted: envelope.encrypted.replace(/\+/g, '-').replace(/\//g, '_'),
        requestData: envelope.requestData,
      },
      // Shorter than iv + tag.
      { encrypted: envelope.encrypted, requestData: bytesToBase64(new Uint8Array(27)) },
      // Far longer than any RSA ciphertext.
      { encrypted: 'A'.repeat(4000), requestData: envelope.requestData },
    ];
    for (const variant of variants) await expectRefusal(decryptRequest(variant, keyPair), 'malformed');
  });

  it("reports a body sealed minutes ago, or ahead of the server's clock, as 'expired'", async () => {
    const sealedAt = Date.UTC(2026, 10, 23, 8, 0, 0);
    const { envelope } = await encryptRequest({ a: 1 }, publicKey, { sealedAt });
    await expect(decryptRequest(envelope, keyPair, { now: sealedAt + 4 * 60_000 })).resolves.toMatchObject({
      body: { a: 1 },
      sealedAt,
    });
    await expectRefusal(decryptRequest(envelope, keyPair, { now: sealedAt + 6 * 60_000 }), 'expired');
    await expectRefusal(decryptRequest(envelope, keyPair, { now: sealedAt - 2 * 60_000 }), 'expired');
  });

  it("reports a sealed body without its time and nonce (the old format) as 'malformed'", async () => {
    const key = randomKey16();
    const bare = await handMadeEnvelope(key, utf8Encode('{"account":"a","password":"b"}'));
    await expectRefusal(decryptRequest(bare, keyPair), 'malformed');
    const badNonce = utf8Encode(JSON.stringify({ sealedAt: Date.now(), nonce: 'short', body: {} }));
    await expectRefusal(decryptRequest(await handMadeEnvelope(key, badNonce), keyPair), 'malformed');
  });

  it("reports a well-sealed body that is not JSON, or not UTF-8, or a wrapped key that is not a key, as 'malformed'", async () => {
    const key = randomKey16();
    await expectRefusal(
      decryptRequest(await handMadeEnvelope(key, utf8Encode('{"a":')), keyPair),
      'malformed',
    );
    await expectRefusal(decryptRequest(await handMadeEnvelope(key, utf8Encode('')), keyPair), 'malformed');
    await expectRefusal(
      decryptRequest(await handMadeEnvelope(key, new Uint8Array([0x7b, 0xff, 0x7d])), keyPair),
      'malformed',
    );
    await expectRefusal(
      decryptRequest(await handMadeEnvelope('short-key', utf8Encode('{}'), randomKey16()), keyPair),
      'malformed',
    );
  });
});
