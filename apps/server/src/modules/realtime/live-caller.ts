import { type LiveFrame, TEST_TOKEN_PREFIX } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { credentialError } from '../../platform/auth/access.ts';
import { problemOfEndedSession } from '../../platform/identity/session-store.ts';

export type EndedFrame = Extract<LiveFrame, { type: 'ended' }>;

export type LiveCaller =
  | { ok: true; userId: string; sessionId: string | null }
  | { ok: false; frame: EndedFrame };

const endedFrameOf = (error: ReturnType<typeof credentialError>): EndedFrame => ({
  type: 'ended',
  reason: error.reason,
  msg: error.message,
});

/** The frame a session ended for this reason sends to its pages: the same words its next API call would get. */
export const endedFrameForReason = (reason: string): EndedFrame =>
  endedFrameOf(credentialError(reason === EXPIRED ? 'expired' : problemOfEndedSession(reason)));

/** Not a reason the database records: the sweep's word for a session past its idle or absolute expiry. */
export const EXPIRED = 'expired';

/** Who a WebSocket's hello names, by the same session rules as every API call. */
export const resolveLiveCaller = async (app: FastifyInstance, token: string): Promise<LiveCaller> => {
  const { sessions } = app.identity;
  const isTestToken = token.startsWith(TEST_TOKEN_PREFIX);
  const resolved = !isTestToken
    ? await sessions.resolve(token)
    : app.config.testTokens
      ? await sessions.resolveTestToken(token.slice(TEST_TOKEN_PREFIX.length))
      : ({ ok: false, problem: 'unknown' } as const);
  if (!resolved.ok) return { ok: false, frame: endedFrameOf(credentialError(resolved.problem)) };
  return { ok: true, userId: resolved.user.id, sessionId: resolved.sessionId };
};
