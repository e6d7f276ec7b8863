import type { ErrorReason } from '@rrsp/contract';
import { type AuthMessage, AuthMessageType, isFromElsewhere, subscribeAuthMessages } from './auth-channel.ts';

/**
 * What the user is told when the server ends their session (401/402/406), by the server's reason: a session taken
 * over by a sign-in elsewhere is a security hint, not an expiry.
 */
export const SESSION_END_TEXT: Partial<Record<ErrorReason, string>> = {
  SESSION_REPLACED: '您的账号已在其他地方登录，本次登录已结束。如非本人操作，请尽快修改密码。',
  SESSION_REVOKED: '账号密码已修改，或平台已结束本次登录，请重新登录。',
  SESSION_EXPIRED: '登录状态已过期，请重新登录。',
  SESSION_SIGNED_OUT: '本次登录已退出，请重新登录。',
  ACCOUNT_FROZEN: '您的账号已被冻结或停用，请联系平台客服。',
};

/** An answer without a known reason (an older server, a proxy) still says something true for its status. */
const TEXT_BY_STATUS: Readonly<Record<number, string>> = {
  402: '本次登录已在别处结束，请重新登录。',
  406: '您的账号已被冻结或停用，请联系平台客服。',
};

const INVALID_SESSION_TEXT = '登录状态已失效，请重新登录。';

export const sessionEndText = (reason: string | undefined, status: number): string =>
  (reason ? SESSION_END_TEXT[reason as ErrorReason] : undefined) ??
  TEXT_BY_STATUS[status] ??
  INVALID_SESSION_TEXT;

/**
 * Tells this page's user why another tab (or the parent page) ended the shared session: the tab that met the
 * server's answer warned its own user, and its broadcast carries the reason so every page says the same.
 * Returns the unsubscribe function.
 */
export const followSessionEndsElsewhere = (warn: (text: string) => void): (() => void) =>
  subscribeAuthMessages((message: AuthMessage) => {
    if (message.type !== AuthMessageType.signOut || message.reason !== 'expired') return;
    if (!isFromElsewhere(message)) return;
    warn(sessionEndText(message.serverReason, 0));
  });
