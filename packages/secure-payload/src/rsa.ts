import { base64ToBytes } from './bytes.ts';

/** RSA-OAEP with SHA-256 (and MGF1-SHA-256, WebCrypto's only choice); DESIGN.md §4, docs/decisions/005. */
export const RSA_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
export const MIN_MODULUS_LENGTH = 2048;

/** Strips PEM armour and whitespace, so both bare SPKI base64 and a PEM public key are accepted. */
function spkiBase64Body(text: string): string {
  return text.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
}

/**
 * Imports the server's public key (SPKI, base64 or PEM) for encrypting request keys. Refuses anything but an RSA key
 * of at least 2048 bits.
 */
export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  if (typeof spkiBase64 !== 'string') throw new TypeError('The public key must be an SPKI base64 string');
  const der = base64ToBytes(spkiBase64Body(spkiBase64));
  if (der === null || der.length === 0) throw new TypeError('The public key is not valid base64');
  const key = await globalThis.crypto.subtle.importKey('spki', der, RSA_ALGORITHM, true, ['encrypt']);
  const { modulusLength } = key.algorithm as RsaHashedKeyAlgorithm;
  if (modulusLength < MIN_MODULUS_LENGTH) {
    throw new RangeError(
      `The public key has ${modulusLength} bits; at least ${MIN_MODULUS_LENGTH} are required`,
    );
  }
  return key;
}
