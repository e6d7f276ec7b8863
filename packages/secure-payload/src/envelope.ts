import { aesGcmDecrypt, aesGcmEncrypt, IV_LENGTH, importAesKey, TAG_LENGTH } from './aes-gcm.ts';
import { base64ToBytes, bytesToBase64, toJson, utf8DecodeStrict, utf8Encode } from './bytes.ts';
import { PayloadError } from './payload-error.ts';
import { isValidKey16 } from './random-key.ts';
import { RSA_ALGORITHM } from './rsa.ts';
import { isFresh, isSealedPayload } from './sealed-payload.ts';

/**
 * The server's half of the envelope. It needs only WebCrypto and a private CryptoKey, so it is exported from
 * `@rrsp/secure-payload/server` next to the key-pair store but runs anywhere.
 */

export const DEFAULT_MAX_BYTES = 1_048_576;
/** RSA ciphertext is modulus-sized: 16384 bits → 2048 bytes → 2732 base64 characters. */
const MAX_ENCRYPTED_CHARS = 2732;

export interface DecryptRequestOptions {
  /** Largest accepted `requestData`, in base64 characters (= bytes on the wire); checked before any decryption. */
  maxBytes?: number;
  /** The server's clock, for the freshness check (tests set it). */
  now?: number;
}

export interface DecryptedRequest {
  body: unknown;
  /** The request's key: pass it to `encryptResponseData` to answer under it. */
  key: string;
  /** Used once: the caller records it and refuses it the second time (PayloadError 'replayed'). */
  nonce: string;
  sealedAt: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Opens a sealed request body and checks that it was sealed lately (SealedPayload). Whether its nonce was seen before
 * is the caller's to check: that needs storage shared by every server instance.
 */
export async function decryptRequest(
  envelope: unknown,
  keyPair: { privateKey: CryptoKey },
  { maxBytes = DEFAULT_MAX_BYTES, now = Date.now() }: DecryptRequestOptions = {},
): Promise<DecryptedRequest> {
  if (!isRecord(envelope)) throw new PayloadError('malformed');
  const { encrypted, requestData } = envelope;
  if (typeof encrypted !== 'string' || typeof requestData !== 'string') throw new PayloadError('malformed');
  // Size first: an oversized body costs no base64 scan, no RSA and no AES work.
  if (requestData.length > maxBytes) throw new PayloadError('too-large');
  if (encrypted.length > MAX_ENCRYPTED_CHARS) throw new PayloadError('malformed');

  const wrappedKey = base64ToBytes(encrypted);
  const sealed = base64ToBytes(requestData);
  if (wrappedKey === null || wrappedKey.length === 0 || sealed === null) throw new PayloadError('malformed');
  if (sealed.length < IV_LENGTH + TAG_LENGTH) throw new PayloadError('malformed');

  let key: string;
  try {
    const keyBytes = await globalThis.crypto.subtle.decrypt(RSA_ALGORITHM, keyPair.privateKey, wrappedKey);
    key = utf8DecodeStrict(new Uint8Array(keyBytes));
  } catch (cause) {
    throw new PayloadError('wrong-key', { cause });
  }
  // OAEP decrypted, so the sender used our public key; what it wrapped is just not a 16-character key.
  if (!isValidKey16(key)) throw new PayloadError('malformed');

  let plaintext: Uint8Array<ArrayBuffer>;
  try {
    plaintext = await aesGcmDecrypt(await importAesKey(key), sealed);
  } catch (cause) {
    throw new PayloadError('tampered', { cause });
  }

  let opened: unknown;
  try {
    opened = JSON.parse(utf8DecodeStrict(plaintext)) as unknown;
  } catch (cause) {
    throw new PayloadError('malformed', { cause });
  }
  if (!isSealedPayload(opened)) throw new PayloadError('malformed');
  if (!isFresh(opened.sealedAt, now)) throw new PayloadError('expired');
  return { body: opened.body, key, nonce: opened.nonce, sealedAt: opened.sealedAt };
}

/** Seals response `data` under the request's key: base64(iv12 || AES-128-GCM(key, utf8(JSON))). */
export async function encryptResponseData(data: unknown, key: string): Promise<string> {
  const sealed = await aesGcmEncrypt(await importAesKey(key), utf8Encode(toJson(data)));
  return bytesToBase64(sealed);
}
