import { md5 } from './md5.ts';

/**
 * The optional request signature of SPEC.md §7: lowercase hex MD5 of `k1=v1&k2=v2…` over the non-empty fields
 * sorted by key (code-unit order), without the `sign` field. Empty means undefined, null or ''. Objects and arrays
 * are JSON.stringify'd, everything else String()'d; nothing is URL-encoded. An integrity checksum, not
 * authentication: anyone can compute it.
 */

export const SIGN_FIELD = 'sign';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function fieldText(value: unknown): string | undefined {
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  return String(value);
}

export function signingString(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const name of Object.keys(fields).sort()) {
    if (name === SIGN_FIELD) continue;
    const value = fields[name];
    if (isEmpty(value)) continue;
    const text = fieldText(value);
    if (text === undefined) continue;
    parts.push(`${name}=${text}`);
  }
  return parts.join('&');
}

export function signFields(fields: Record<string, unknown>): string {
  return md5(signingString(fields));
}

/** Compares two strings in time that depends only on their length. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** True when no (non-empty) `sign` is present, or when it matches the fields; hex case is ignored. */
export function verifySignature(fields: Record<string, unknown>): boolean {
  const given = fields[SIGN_FIELD];
  if (isEmpty(given)) return true;
  if (typeof given !== 'string') return false;
  return constantTimeEqual(given.toLowerCase(), signFields(fields));
}
