import { ERROR_STATUS, type LiveFrame } from '@rrsp/contract';
import { ApiError } from '../api-error.ts';
import type { LiveIncoming } from './live-cursor.ts';
import type { LiveRung, LiveTransport } from './live-types.ts';
import { reconnectDelayMs } from './reconnect-delay.ts';
import type { OpenTransport } from './transport.ts';
import {
  afterFailure,
  afterWelcome,
  type Ladder,
  ladderToTry,
  retryBestAt,
  startLadder,
} from './transport-ladder.ts';

/**
 * A socket that opens but says nothing for this long has not connected: a proxy that accepts the upgrade and then
 * holds it, or a gateway that buffers the event stream.
 */
export const WELCOME_TIMEOUT_MS = 10_000;

export interface LiveConnectionOptions {
  transports: Record<LiveRung, OpenTransport>;
  /** Runs before each connect: makes sure the tab knows where it stands (asks for the tally when it does not). */
  prepare(): Promise<void>;
  after(): number;
  onIncoming(incoming: LiveIncoming): void;
  /** The transport now carrying frames, or 'offline' between connections. */
  onTransport(transport: LiveTransport): void;
  /** The server ended the session: the connection has stopped for good. */
  onSessionEnded(error: ApiError): void;
  random?: () => number;
  welcomeTimeoutMs?: number;
}

/** The session end an `ended` frame announces, in the shape a 401/402/406 answer takes in the request client. */
const endedError = (frame: Extract<LiveFrame, { type: 'ended' }>): ApiError =>
  new ApiError(frame.msg, {
    kind: 'session-ended',
    reason: frame.reason,
    status: ERROR_STATUS[frame.reason] ?? 401,
    url: 'live',
  });

/**
 * The connection of the tab that holds the live channel: one transport at a time, chosen by the ladder, connected
 * again after every drop following a jittered pause, until stopped or until the server ends the session.
 */
export const startLiveConnection = (options: LiveConnectionOptions): (() => void) => {
  const random = options.random ?? Math.random;
  const welcomeTimeoutMs = options.welcomeTimeoutMs ?? WELCOME_TIMEOUT_MS;
  let ladder: Ladder = startLadder(Date.now());
  /** Connects since the last welcome: the pause grows with it. */
  let attempt = 0;
  let stopped = false;
  let closeCurrent: (() => void) | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    const delay = reconnectDelayMs(attempt, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  };

  const connect = async (): Promise<void> => {
    try {
      await options.prepare();
    } catch {
      // The tally could not be read (offline): try again after the pause; no transport is to blame.
      scheduleReconnect();
      return;
    }
    if (stopped) return;
    ladder = ladderToTry(ladder, Date.now());
    const rung = ladder.rung;
    let welcomed = false;
    let over = false;
    let welcomeTimer: ReturnType<typeof setTimeout> | undefined;
    let upgradeTimer: ReturnType<typeof setTimeout> | undefined;
    let handle: { close(): void } | undefined;

    const settle = () => {
      over = true;
      clearTimeout(welcomeTimer);
      clearTimeout(upgradeTimer);
      handle?.close();
      closeCurrent = undefined;
    };
    /** This connection is gone: a failure of its transport if it never got its welcome; either way, come back. */
    const lost = () => {
      if (over) return;
      settle();
      options.onTransport('offline');
      if (!welcomed) ladder = afterFailure(ladder, Date.now());
      scheduleReconnect();
    };
    const ended = (error: ApiError) => {
      if (over) return;
      settle();
      stopped = true;
      options.onTransport('offline');
      options.onSessionEnded(error);
    };
    const welcome = () => {
      welcomed = true;
      clearTimeout(welcomeTimer);
      ladder = afterWelcome(ladder);
      attempt = 0;
      options.onTransport(rung);
      const due = retryBestAt(ladder);
      if (due !== null) {
        // Below the best transport: leave this working one when the best is due another try.
        upgradeTimer = setTimeout(() => {
          if (over) return;
          settle();
          void connect();
        }, due - Date.now());
      }
    };

    closeCurrent = settle;
    handle = options.transports[rung](
      { after: options.after },
      {
        onFrame(frame) {
          if (over) return;
          switch (frame.type) {
            case 'welcome':
              welcome();
              options.onIncoming(frame);
              return;
            case 'message':
            case 'tally':
              options.onIncoming(frame);
              return;
            case 'bye':
              return lost();
            case 'ended':
              return ended(endedError(frame));
          }
        },
        onClose: lost,
        onSessionEnded: ended,
      },
    );
    // A transport that ended while opening has already settled; its handle must still be closed.
    if (over) handle.close();
    else if (rung !== 'poll') welcomeTimer = setTimeout(lost, welcomeTimeoutMs);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    closeCurrent?.();
  };
};
