import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: comfortably above the 128 bits DESIGN.md §4 asks for. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Accepts `Bearer <token>` or the bare token, as the original portal sends it. */
export const tokenFromAuthorization = (header: string | undefined): string | undefined => {
  if (!header) return undefined;
  const value = header.trim().replace(/^Bearer\s+/i, '');
  return value.length > 0 && value.length <= 512 ? value : undefined;
};
