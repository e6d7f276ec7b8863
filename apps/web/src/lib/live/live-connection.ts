import { ERROR_STATUS, type LiveFrame } from '@rrsp/contract';
import { ApiError } from '../api-error.ts';
import type { LiveIncoming } from './live-cursor.ts';
import type { LiveProgress, LiveRung, LiveTransport } from './live-types.ts';
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

/** How often a browser that says it is offline tries all the same. */
export const OFFLINE_RETRY_MS = 30_000;

export interface LiveConnectionOptions {
  transports: Record<LiveRung, OpenTransport>;
  /** Runs before each connect: makes sure the tab knows where it stands (asks for the tally when it does not). */
  prepare(): Promise<void>;
  after(): number;
  onIncoming(incoming: LiveIncoming): void;
  /** A long task's progress: past the cursor, since it is neither sequenced nor stored. */
  onProgress(progress: LiveProgress): void;
  /** The transport now carrying frames, or 'offline' between connections. */
  onTransport(transport: LiveTransport): void;
  /** The server ended the session: the connection has stopped for good. */
  onSessionEnded(error: ApiError): void;
  random?: () => number;
  welcomeTimeoutMs?: number;
  /** The browser's word on the network; without it the connection finds out by failing. */
  network?: NetworkSource;
}

/** What the browser says of its network (`navigator.onLine` and the window's online / offline events). */
export interface NetworkSource {
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe. */
  subscribe(onChange: (online: boolean) => void): () => void;
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

  const offline = () => options.network?.isOnline() === false;

  const scheduleReconnect = () => {
    if (stopped) return;
    // offline, nothing can connect and the online event brings the connection back at once; the browser may be wrong
    // about it, though, so it is tried now and then all the same
    const delay = offline() ? OFFLINE_RETRY_MS : reconnectDelayMs(attempt, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => void connect(), delay);
  };

  /** Bumped by every change of network: a connect begun before it must not go on after it. */
  let generation = 0;

  const connect = async (): Promise<void> => {
    const mine = generation;
    try {
      await options.prepare();
    } catch {
      // The tally could not be read (offline): try again after the pause; no transport is to blame.
      if (mine === generation) scheduleReconnect();
      return;
    }
    if (stopped || mine !== generation) return;
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
            case 'progress':
              options.onProgress({ task: frame.task, id: frame.id, done: frame.done, total: frame.total });
              return;
            case 'bye':
              // the server said why it let go (restarting, its database away): not this transport's fault
              welcomed = true;
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

  /**
   * Gone offline: a socket may stay open to nowhere (the browser need not close it), so it is let go now. Back online:
   * connect at once, from the best transport, and the server replays what came meanwhile from the last number seen.
   */
  const unsubscribeNetwork = options.network?.subscribe((online) => {
    if (stopped) return;
    generation += 1;
    clearTimeout(reconnectTimer);
    closeCurrent?.();
    options.onTransport('offline');
    if (!online) {
      scheduleReconnect();
      return;
    }
    ladder = startLadder(Date.now());
    attempt = 0;
    void connect();
  });

  void connect();
  return () => {
    stopped = true;
    unsubscribeNetwork?.();
    clearTimeout(reconnectTimer);
    closeCurrent?.();
  };
};
