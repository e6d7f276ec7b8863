/** The per-request symmetric key: 16 characters from A–Z a–z 0–9, drawn from the platform CSPRNG. */

export const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const KEY_LENGTH = 16;

const KEY_PATTERN = /^[A-Za-z0-9]{16}$/;
/** 248 = 4 × 62: bytes at or above it are rejected so that every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % KEY_ALPHABET.length);

export function randomKey16(): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(32))) {
      if (byte >= UNBIASED_LIMIT) continue;
      key += KEY_ALPHABET[byte % KEY_ALPHABET.length];
      if (key.length === KEY_LENGTH) break;
    }
  }
  return key;
}

export function isValidKey16(key: unknown): key is string {
  return typeof key === 'string' && KEY_PATTERN.test(key);
}
