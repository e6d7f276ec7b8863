import { bytesToBase64 } from './bytes.ts';

/**
 * What travels inside the encryption: the body, when it was sealed and a nonce used once. The server refuses a nonce
 * it has seen and a body sealed too long ago (or too far ahead), so an envelope captured on the wire — or read from
 * a log — opens nothing a second time.
 */
export interface SealedPayload {
  /** Milliseconds since the epoch on the server's clock, as the client estimates it. */
  sealedAt: number;
  /** 128 random bits, base64url without padding (22 characters). */
  nonce: string;
  body: unknown;
}

/** How old a sealed body may be, and how far ahead of the server's clock (the client's estimate may be off a bit). */
export const SEAL_MAX_AGE_MS = 5 * 60_000;
export const SEAL_MAX_AHEAD_MS = 60_000;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return bytesToBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function isSealedPayload(value: unknown): value is SealedPayload {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { sealedAt, nonce } = value as Record<string, unknown>;
  return (
    typeof sealedAt === 'number' &&
    Number.isSafeInteger(sealedAt) &&
    typeof nonce === 'string' &&
    NONCE_PATTERN.test(nonce) &&
    Object.hasOwn(value, 'body')
  );
}

/** Whether a body sealed at `sealedAt` is still fresh at `now`. */
export function isFresh(sealedAt: number, now: number): boolean {
  return sealedAt >= now - SEAL_MAX_AGE_MS && sealedAt <= now + SEAL_MAX_AHEAD_MS;
}
