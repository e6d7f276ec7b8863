import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: comfortably above the 128 bits DESIGN.md §4 asks for. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** One-shot hash(): every signed-in request hashes its token (decision 033). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** Accepts `Bearer <token>` or the bare token, as the original portal sends it. */
export const tokenFromAuthorization = (header: string | undefined): string | undefined => {
  if (!header) return undefined;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 && value.length <= 512 ? value : undefined;
};
