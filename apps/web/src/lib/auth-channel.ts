import type { ErrorReason } from '@rrsp/contract';

/**
 * Sign-in / sign-out messages shared with other tabs (BroadcastChannel) and with the window and embedded frames
 * (window.postMessage), SPEC.md §4.
 */
export const AUTH_CHANNEL_NAME = 'rrsp-auth';

export const AuthMessageType = {
  signIn: 'rrsp:sign-in',
  signOut: 'rrsp:sign-out',
} as const;
export type AuthMessageType = (typeof AuthMessageType)[keyof typeof AuthMessageType];

/** Who ended a session: the user asked for it ('user') or the server ended it ('expired'). */
export type SignOutReason = 'user' | 'expired';

export interface AuthMessage {
  type: AuthMessageType;
  /** For a sign-out: the user asked for it ('user') or the server ended the session ('expired'). */
  reason?: SignOutReason;
  /** For a sign-out the server caused: its reason (SESSION_REPLACED, ACCOUNT_FROZEN…), so every tab can say why. */
  serverReason?: ErrorReason;
  /** The page that sent it: a page that has already told its user does not tell them again. */
  sender?: string;
}

/** This page's id in the messages it sends. */
export const PAGE_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Whether a message came from another tab or frame rather than from this page. */
export const isFromElsewhere = (message: AuthMessage): boolean => message.sender !== PAGE_ID;

const isAuthMessage = (value: unknown): value is AuthMessage =>
  typeof value === 'object' &&
  value !== null &&
  'type' in value &&
  (value.type === AuthMessageType.signIn || value.type === AuthMessageType.signOut);

/** Tells other tabs, this window and its embedded frames. The message carries no secret, so frames get `*`. */
export const broadcastAuthMessage = (
  type: AuthMessageType,
  details: Pick<AuthMessage, 'reason' | 'serverReason'> = {},
): void => {
  const message: AuthMessage = {
    type,
    ...(details.reason ? { reason: details.reason } : {}),
    ...(details.serverReason ? { serverReason: details.serverReason } : {}),
    sender: PAGE_ID,
  };
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  if (typeof window === 'undefined') return;
  window.postMessage(message, window.location.origin);
  for (let index = 0; index < window.frames.length; index += 1) {
    try {
      window.frames[index]?.postMessage(message, '*');
    } catch {
      /* a frame that went away meanwhile */
    }
  }
};

/** Calls `listener` for auth messages from other tabs and from this window; returns the unsubscribe function. */
export const subscribeAuthMessages = (listener: (message: AuthMessage) => void): (() => void) => {
  const cleanups: (() => void)[] = [];
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      if (isAuthMessage(event.data)) listener(event.data);
    };
    cleanups.push(() => channel.close());
  }
  if (typeof window !== 'undefined') {
    const onMessage = (event: MessageEvent) => {
      // Only this origin (own window, or a parent portal page) may sign this page in or out.
      if (event.origin === window.location.origin && isAuthMessage(event.data)) listener(event.data);
    };
    window.addEventListener('message', onMessage);
    cleanups.push(() => window.removeEventListener('message', onMessage));
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
};
