import { utf8Encode } from './bytes.ts';
import { isValidKey16 } from './random-key.ts';

/**
 * AES-128-GCM under the 16 UTF-8 bytes of a 16-character key. Wire form: iv (12 random bytes) || ciphertext || tag
 * (16 bytes). DESIGN.md §4 replaces SPEC.md's ECB with this (docs/decisions/005).
 */

export const IV_LENGTH = 12;
export const TAG_LENGTH = 16;

export async function importAesKey(key: string): Promise<CryptoKey> {
  if (!isValidKey16(key)) throw new TypeError('The payload key must be 16 characters from A–Z a–z 0–9');
  return globalThis.crypto.subtle.importKey('raw', utf8Encode(key), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
}

export async function aesGcmEncrypt(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_LENGTH));
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext),
  );
  const out = new Uint8Array(IV_LENGTH + ciphertext.length);
  out.set(iv, 0);
  out.set(ciphertext, IV_LENGTH);
  return out;
}

/** Rejects (OperationError) when the tag does not verify: wrong key or altered bytes. */
export async function aesGcmDecrypt(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  if (sealed.length < IV_LENGTH + TAG_LENGTH)
    throw new RangeError('Sealed payload is shorter than iv and tag');
  const iv = sealed.subarray(0, IV_LENGTH);
  const ciphertext = sealed.subarray(IV_LENGTH);
  return new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, ciphertext));
}
