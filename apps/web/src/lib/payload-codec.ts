import type { Endpoint } from '@rrsp/contract';
import { decryptResponseData, encryptRequest, importPublicKey, signFields } from '@rrsp/secure-payload';

/**
 * Optional payload encryption (SPEC.md §7, DESIGN.md §4); `createSecurePayloadCodec` below is the app's one.
 * `encodeRequest` may replace the body and return a context; `decodeResponse` gets that context back. A response
 * that cannot be decoded passes through unchanged, silently. When the server answers PAYLOAD_KEY_ROTATED (its key
 * pair changed) or PAYLOAD_EXPIRED (this computer's clock is off), the client calls `forgetKey` — the key and the
 * server's time are fetched again — and sends the request once more.
 */
export interface PayloadCodec {
  encodeRequest?(body: unknown, endpoint: Endpoint): Promise<{ body: unknown; context?: unknown }>;
  decodeResponse?(data: unknown, context: unknown, endpoint: Endpoint): Promise<unknown>;
  forgetKey?(): void;
}

/** Bodies the client sends as they are (multipart, files, form encoding): never encrypted, never JSON. */
export const isRawBody = (body: unknown): body is BodyInit =>
  (typeof FormData !== 'undefined' && body instanceof FormData) ||
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams);

export interface ServerPublicKey {
  /** SPKI, base64. */
  publicKey: string;
  /** The server's clock when it answered (ms since the epoch): sealed bodies carry the time on that clock. */
  serverTime?: number;
}

export interface SecurePayloadCodecOptions {
  /** Fetches the server's public key and time (GET /sso/publicKey). */
  loadPublicKey: () => Promise<ServerPublicKey>;
  /** Adds the optional MD5 field signature to the envelope (default true). */
  sign?: boolean;
}

/**
 * The codec of DESIGN.md §4 on @rrsp/secure-payload: bodies of endpoints marked `encrypted: true` in the contract
 * travel as `{ encrypted, requestData, sign }`, and their `data` comes back sealed under the same random key. The
 * imported public key is cached; a key the server has rotated away is forgotten and fetched again.
 */
export const createSecurePayloadCodec = (options: SecurePayloadCodecOptions): PayloadCodec => {
  const { loadPublicKey, sign = true } = options;
  let publicKey: Promise<CryptoKey> | undefined;
  /** How far the server's clock is ahead of this computer's; a wrong PC clock must not make every body stale. */
  let clockOffsetMs = 0;
  const currentKey = (): Promise<CryptoKey> => {
    if (!publicKey) {
      const loading = loadPublicKey().then((served) => {
        if (served.serverTime !== undefined) clockOffsetMs = served.serverTime - Date.now();
        return importPublicKey(served.publicKey);
      });
      // A failed fetch must not stick: the next request tries again.
      loading.catch(() => {
        if (publicKey === loading) publicKey = undefined;
      });
      publicKey = loading;
    }
    return publicKey;
  };
  return {
    async encodeRequest(body, endpoint) {
      if (endpoint.encrypted !== true || isRawBody(body)) return { body };
      const { envelope, key } = await encryptRequest(body, await currentKey(), {
        sealedAt: Date.now() + clockOffsetMs,
      });
      const signature =
        sign && typeof body === 'object' && body !== null && !Array.isArray(body)
          ? { sign: signFields(body as Record<string, unknown>) }
          : {};
      return { body: { ...envelope, ...signature }, context: key };
    },
    async decodeResponse(data, context) {
      return typeof context === 'string' ? decryptResponseData(data, context) : data;
    },
    forgetKey() {
      publicKey = undefined;
    },
  };
};
