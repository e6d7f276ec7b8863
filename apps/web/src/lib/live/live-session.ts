import { getMessageTally, type MessageTally, pollLiveMessages } from '@rrsp/contract';
import type { ApiClient } from '../api-client.ts';
import { type NetworkSource, startLiveConnection } from './live-connection.ts';
import {
  adoptPosition,
  applyIncoming,
  EMPTY_CURSOR,
  type LiveCursor,
  type LiveIncoming,
} from './live-cursor.ts';
import { isRelayMessage, LIVE_CHANNEL_NAME, type RelayMessage, sessionScope } from './live-relay.ts';
import { emitLiveEvent, emitLiveProgress, publishLiveState } from './live-store.ts';
import type { LiveEvent, LiveProgress, LiveState } from './live-types.ts';
import { pollTransport } from './poll-transport.ts';
import { sseTransport } from './sse-transport.ts';
import { holdLeadership, type VisibilitySource } from './tab-leadership.ts';
import { type WebSocketConstructor, webSocketTransport } from './websocket-transport.ts';

/** What the live channel needs of the request client (passed in: shared code imports no client, only its type). */
export type LiveClient = Pick<ApiClient, 'request' | 'standardHeaders' | 'endSessionByServer'>;

/** The browser facilities the session uses; tests pass stand-ins. */
export interface LiveEnvironment {
  locks: LockManager | undefined;
  BroadcastChannel: typeof globalThis.BroadcastChannel | undefined;
  visibility: VisibilitySource;
  network?: NetworkSource;
  WebSocket: WebSocketConstructor;
  fetch: typeof globalThis.fetch;
  socketUrl: string;
  streamUrl: string;
}

/** Where a session reports to: the page's store (live-store.ts); tests give each pretend tab its own. */
export interface LiveSink {
  publish(patch: Partial<LiveState>): void;
  emit(event: LiveEvent): void;
  progress(progress: LiveProgress): void;
}

const pageSink: LiveSink = { publish: publishLiveState, emit: emitLiveEvent, progress: emitLiveProgress };

export interface LiveSessionOptions {
  token: string;
  client: LiveClient;
  environment: LiveEnvironment;
  hiddenReleaseMs?: number;
  random?: () => number;
  sink?: LiveSink;
}

export interface LiveSession {
  stop(): void;
  /** The tally a mark-read call returned: shown here and sent to the other tabs. */
  setTally(tally: MessageTally): void;
}

/** Calls of the channel's own: no 'please wait' message, no error toast (a sign-out still warns). */
const QUIET = { showLoading: false, silent: true } as const;

/**
 * The live channel of one signed-in session in this tab: its cursor, its share of the tabs' BroadcastChannel, and,
 * while this tab leads, the connection itself.
 */
export const startLiveSession = (options: LiveSessionOptions): LiveSession => {
  const { token, client, environment } = options;
  const { publish, emit, progress: showProgress } = options.sink ?? pageSink;
  const scope = sessionScope(token);
  let cursor: LiveCursor = EMPTY_CURSOR;
  let leading = false;

  const channel = environment.BroadcastChannel
    ? new environment.BroadcastChannel(LIVE_CHANNEL_NAME)
    : undefined;
  const post = (message: RelayMessage) => channel?.postMessage(message);

  /** Set by stop(): a read still under way for this session must not reach the page of whoever signs in next. */
  let stopped = false;

  const setCursor = (next: LiveCursor) => {
    if (stopped) return;
    cursor = next;
    publish({ tally: cursor.tally });
  };

  /**
   * Every frame that reaches this tab, from its own connection or relayed, goes through the one reducer. The leader
   * relays each frame, news to it or not: a tab that opened while it was connecting may not have its tally yet, and
   * each tab's own cursor drops what it has seen.
   */
  const take = (incoming: LiveIncoming, relay: boolean) => {
    if (stopped) return;
    const { cursor: next, event } = applyIncoming(cursor, incoming);
    setCursor(next);
    if (relay) post({ kind: 'incoming', scope, incoming });
    if (event) emit(event);
  };

  /** A task's progress from this tab's own connection (relayed to the others) or relayed by the leader. */
  const takeProgress = (progress: LiveProgress, relay: boolean) => {
    if (stopped) return;
    if (relay) post({ kind: 'progress', scope, progress });
    showProgress(progress);
  };

  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isRelayMessage(message, scope)) return;
      switch (message.kind) {
        case 'incoming':
          return take(message.incoming, false);
        case 'state?':
          if (leading) post({ kind: 'state', scope, lastSeq: cursor.lastSeq, tally: cursor.tally });
          return;
        case 'state':
          if (!leading) setCursor(adoptPosition(cursor, message.lastSeq, message.tally));
          return;
        case 'tally':
          return take({ type: 'tally', tally: message.tally }, false);
        case 'progress':
          return takeProgress(message.progress, false);
      }
    };
  }

  const transports = {
    websocket: webSocketTransport(environment.socketUrl, token, environment.WebSocket),
    sse: sseTransport({
      url: environment.streamUrl,
      headers: client.standardHeaders,
      fetch: environment.fetch,
    }),
    poll: pollTransport({
      poll: (after) => client.request(pollLiveMessages, { ...QUIET, query: { after } }),
    }),
  };

  const lead = () => {
    leading = true;
    publish({ transport: 'offline' });
    const stopConnection = startLiveConnection({
      transports,
      // A page that knows no position starts from the newest message: what arrived before it opened is not news
      // (the bell counts it from the tally), and replaying a long history would announce every old message.
      prepare: async () => {
        if (cursor.lastSeq !== null) return;
        const tally = await client.request(getMessageTally, QUIET);
        setCursor(adoptPosition(cursor, tally.lastSeq, tally));
      },
      after: () => cursor.lastSeq ?? 0,
      onIncoming: (incoming) => take(incoming, true),
      onProgress: (progress) => takeProgress(progress, true),
      onTransport: (transport) => publish({ transport }),
      onSessionEnded: (error) => {
        void client.endSessionByServer(error, token);
      },
      ...(options.random ? { random: options.random } : {}),
      ...(environment.network ? { network: environment.network } : {}),
    });
    return () => {
      stopConnection();
      leading = false;
      publish({ transport: 'follower' });
    };
  };

  publish({ transport: 'follower' });
  post({ kind: 'state?', scope });
  const stopLeadership = holdLeadership({
    lockName: `rrsp-live-${scope}`,
    // Without a channel a follower would hear nothing: then every tab connects on its own.
    locks: channel ? environment.locks : undefined,
    visibility: environment.visibility,
    lead,
    ...(options.hiddenReleaseMs === undefined ? {} : { hiddenReleaseMs: options.hiddenReleaseMs }),
  });

  return {
    stop() {
      stopped = true;
      stopLeadership();
      if (channel) {
        channel.onmessage = null;
        channel.close();
      }
    },
    setTally(tally) {
      const { cursor: next } = applyIncoming(cursor, { type: 'tally', tally });
      setCursor(next);
      post({ kind: 'tally', scope, tally });
    },
  };
};
