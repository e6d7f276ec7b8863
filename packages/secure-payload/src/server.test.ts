import { createHash, createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptResponseData, encryptRequest } from './client.ts';
import { importPublicKey } from './rsa.ts';
import {
  decryptRequest,
  encryptResponseData,
  loadOrCreateKeyPair,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
} from './server.ts';
import { makeTempDir } from './test-support.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function tempDir(): Promise<string> {
  const { dir, cleanup } = await makeTempDir();
  cleanups.push(cleanup);
  return dir;
}

/** RSA key generation has a long tail (random prime search), worse on a loaded machine. */
const KEYGEN = { timeout: 60_000 };

describe('loadOrCreateKeyPair', KEYGEN, () => {
  it('creates a 2048-bit pair as PEM files (private 0600) and describes the public key', async () => {
    const dir = path.join(await tempDir(), 'keys', 'nested');
    const keyPair = await loadOrCreateKeyPair(dir);
    expect(keyPair.modulusLength).toBe(2048);
    expect(keyPair.privateKey.type).toBe('private');
    expect(keyPair.privateKey.extractable).toBe(false);
    expect(keyPair.privateKey.usages).toEqual(['decrypt']);

    const privatePem = await readFile(path.join(dir, PRIVATE_KEY_FILE), 'utf8');
    expect(privatePem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    const publicPem = await readFile(path.join(dir, PUBLIC_KEY_FILE), 'utf8');
    expect(publicPem).toBe(keyPair.publicKeyPem);
    expect(publicPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    if (process.platform !== 'win32') {
      expect((await stat(path.join(dir, PRIVATE_KEY_FILE))).mode & 0o777).toBe(0o600);
    }

    const der = Buffer.from(keyPair.publicKeySpkiBase64, 'base64');
    expect(
      createPublicKey({ key: der, format: 'der', type: 'spki' }).export({ type: 'spki', format: 'pem' }),
    ).toBe(publicPem);
    expect(keyPair.keyId).toBe(createHash('sha256').update(der).digest('hex').slice(0, 16));
    expect(keyPair.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reloads the same pair from the directory, and what one encrypted the other decrypts', async () => {
    const dir = await tempDir();
    const first = await loadOrCreateKeyPair(dir);
    const privatePem = await readFile(path.join(dir, PRIVATE_KEY_FILE), 'utf8');
    // A different size on the next start does not replace an existing key.
    const second = await loadOrCreateKeyPair(dir, { modulusLength: 3072 });
    expect(second.keyId).toBe(first.keyId);
    expect(second.publicKeySpkiBase64).toBe(first.publicKeySpkiBase64);
    expect(second.modulusLength).toBe(2048);
    expect(await readFile(path.join(dir, PRIVATE_KEY_FILE), 'utf8')).toBe(privatePem);

    const { envelope, key } = await encryptRequest(
      { hello: '世界' },
      await importPublicKey(first.publicKeySpkiBase64),
    );
    const decrypted = await decryptRequest(envelope, second);
    expect(decrypted).toMatchObject({ body: { hello: '世界' }, key });
    expect(await decryptResponseData(await encryptResponseData({ ok: 1 }, decrypted.key), key)).toEqual({
      ok: 1,
    });
  });

  it('restores a missing or stale public key file and tightens the private key mode', async () => {
    const dir = await tempDir();
    const keyPair = await loadOrCreateKeyPair(dir);
    await writeFile(path.join(dir, PUBLIC_KEY_FILE), 'stale');
    await chmod(path.join(dir, PRIVATE_KEY_FILE), 0o644);
    const again = await loadOrCreateKeyPair(dir);
    expect(again.keyId).toBe(keyPair.keyId);
    expect(await readFile(path.join(dir, PUBLIC_KEY_FILE), 'utf8')).toBe(keyPair.publicKeyPem);
    if (process.platform !== 'win32') {
      expect((await stat(path.join(dir, PRIVATE_KEY_FILE))).mode & 0o777).toBe(0o600);
    }
  });

  it('gives concurrent first starts one and the same key', async () => {
    const dir = await tempDir();
    const pairs = await Promise.all([
      loadOrCreateKeyPair(dir),
      loadOrCreateKeyPair(dir),
      loadOrCreateKeyPair(dir),
    ]);
    expect(new Set(pairs.map((pair) => pair.keyId)).size).toBe(1);
    expect((await loadOrCreateKeyPair(dir)).keyId).toBe(pairs[0]?.keyId);
  });

  it('honours a larger modulus and refuses sizes under 2048', async () => {
    const keyPair = await loadOrCreateKeyPair(await tempDir(), { modulusLength: 3072 });
    expect(keyPair.modulusLength).toBe(3072);
    expect(Buffer.from(keyPair.publicKeySpkiBase64, 'base64').length).toBeGreaterThan(390);
    for (const modulusLength of [1024, 2047.5, Number.NaN, 32768]) {
      await expect(loadOrCreateKeyPair(await tempDir(), { modulusLength })).rejects.toThrow(RangeError);
    }
  });

  it('refuses a stored key below 2048 bits instead of using it', async () => {
    const dir = await tempDir();
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await writeFile(
      path.join(dir, PRIVATE_KEY_FILE),
      weak.privateKey.export({ type: 'pkcs8', format: 'pem' }),
      {
        mode: 0o600,
      },
    );
    await expect(loadOrCreateKeyPair(dir)).rejects.toThrow(/1024 bits/);
  });
});

describe('importPublicKey', KEYGEN, () => {
  it('refuses keys under 2048 bits, non-RSA keys and garbage', async () => {
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const weakSpki = weak.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    await expect(importPublicKey(weakSpki)).rejects.toThrow(RangeError);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await expect(
      importPublicKey(ec.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')),
    ).rejects.toThrow();
    await expect(importPublicKey('')).rejects.toThrow(TypeError);
    await expect(importPublicKey('***')).rejects.toThrow(TypeError);
    await expect(importPublicKey('AAAA')).rejects.toThrow();
  });
});
