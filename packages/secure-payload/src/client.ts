import { aesGcmDecrypt, aesGcmEncrypt, importAesKey } from './aes-gcm.ts';
import { base64ToBytes, bytesToBase64, toJson, utf8DecodeStrict, utf8Encode } from './bytes.ts';
import { randomKey16 } from './random-key.ts';
import { RSA_ALGORITHM } from './rsa.ts';
import { randomNonce, type SealedPayload } from './sealed-payload.ts';

/** What travels instead of an encrypted body (SPEC.md §3 "Encrypted payload"). */
export interface EncryptedEnvelope {
  /** base64(RSA-OAEP-SHA256(publicKey, utf8(key16))) */
  encrypted: string;
  /** base64(iv12 || AES-128-GCM(key16, utf8(JSON.stringify(body)))) */
  requestData: string;
}

export interface EncryptedRequest {
  envelope: EncryptedEnvelope;
  /** Keep it for the response: the server may encrypt `data` under the same key. */
  key: string;
}

/** The client's own flag; it decides whether to encrypt and is never sent. */
const FLAG = 'needEncrypt';

function withoutFlag(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, FLAG))
    return body;
  const { [FLAG]: _flag, ...rest } = body as Record<string, unknown>;
  return rest;
}

export interface EncryptRequestOptions {
  /**
   * The server's clock in milliseconds since the epoch, as the client estimates it (its own clock plus the offset
   * it learned with the public key): the server refuses bodies sealed minutes ago or in the future.
   */
  sealedAt?: number;
}

/**
 * Encrypts a request body under a fresh random key, and the key under the server's public key. A top-level
 * `needEncrypt` field is removed first; `undefined` is sent as `null`. Inside the encryption the body travels with
 * the time it was sealed and a single-use nonce (SealedPayload), so a captured envelope cannot be sent again.
 */
export async function encryptRequest(
  body: unknown,
  publicKey: CryptoKey,
  { sealedAt = Date.now() }: EncryptRequestOptions = {},
): Promise<EncryptedRequest> {
  const key = randomKey16();
  const sealed: SealedPayload = { sealedAt, nonce: randomNonce(), body: withoutFlag(body) ?? null };
  const plaintext = utf8Encode(toJson(sealed));
  const [ciphertext, wrappedKey] = await Promise.all([
    importAesKey(key).then((aesKey) => aesGcmEncrypt(aesKey, plaintext)),
    globalThis.crypto.subtle.encrypt(RSA_ALGORITHM, publicKey, utf8Encode(key)),
  ]);
  return {
    envelope: {
      encrypted: bytesToBase64(new Uint8Array(wrappedKey)),
      requestData: bytesToBase64(ciphertext),
    },
    key,
  };
}

/**
 * Decrypts response `data` sealed under the request's key. Anything that is not such a string (plain data, garbage,
 * another key, broken JSON) comes back unchanged: SPEC.md §8 says a failed decryption is silently ignored.
 */
export async function decryptResponseData(data: unknown, key: string): Promise<unknown> {
  if (typeof data !== 'string') return data;
  try {
    const sealed = base64ToBytes(data);
    if (sealed === null) return data;
    const plaintext = await aesGcmDecrypt(await importAesKey(key), sealed);
    return JSON.parse(utf8DecodeStrict(plaintext)) as unknown;
  } catch {
    return data;
  }
}
