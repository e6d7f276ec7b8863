import type { LiveFrame } from '@rrsp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import {
  type NetworkSource,
  OFFLINE_RETRY_MS,
  startLiveConnection,
  WELCOME_TIMEOUT_MS,
} from './live-connection.ts';
import type { LiveIncoming } from './live-cursor.ts';
import { message, tally } from './live-test-support.ts';
import type { LiveProgress, LiveRung, LiveTransport } from './live-types.ts';
import type { OpenTransport, TransportHandlers } from './transport.ts';
import { RETRY_BEST_AFTER_MS } from './transport-ladder.ts';

/** A pretend transport: each open is recorded, and the test plays the server through its handlers. */
interface Opened {
  rung: LiveRung;
  after: number;
  handlers: TransportHandlers;
  closedByClient: boolean;
}

const setUp = (options: { prepare?: () => Promise<void>; network?: NetworkSource } = {}) => {
  const opened: Opened[] = [];
  const transports: string[] = [];
  const incoming: LiveIncoming[] = [];
  const progress: LiveProgress[] = [];
  const ended: ApiError[] = [];
  let lastSeq = 10;
  const fake =
    (rung: LiveRung): OpenTransport =>
    (start, handlers) => {
      const entry: Opened = { rung, after: start.after(), handlers, closedByClient: false };
      opened.push(entry);
      return {
        close: () => {
          entry.closedByClient = true;
        },
      };
    };
  const stop = startLiveConnection({
    transports: { websocket: fake('websocket'), sse: fake('sse'), poll: fake('poll') },
    prepare: options.prepare ?? (() => Promise.resolve()),
    after: () => lastSeq,
    onIncoming: (item) => {
      incoming.push(item);
      if (item.type === 'message') lastSeq = item.message.seq;
    },
    onProgress: (item) => progress.push(item),
    onTransport: (transport: LiveTransport) => transports.push(transport),
    onSessionEnded: (error) => ended.push(error),
    // The shortest pause of each window: 0.5 × 1 s, 0.5 × 2 s, …
    random: () => 0,
    ...(options.network ? { network: options.network } : {}),
  });
  const last = (): Opened => {
    const entry = opened.at(-1);
    if (!entry) throw new Error('nothing opened');
    return entry;
  };
  const frame = (item: LiveFrame) => last().handlers.onFrame(item);
  return {
    opened,
    transports,
    incoming,
    progress,
    ended,
    stop,
    last,
    frame,
    rungs: () => opened.map((o) => o.rung),
  };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live connection: choosing the transport', () => {
  it('steps down WebSocket → SSE → poll when each fails twice before its welcome, pausing between tries', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(live.rungs()).toEqual(['websocket']);
    // Opened and closed without a welcome (a proxy that blocks WebSocket): wait 0.5 s, try again.
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(499);
    expect(live.rungs()).toEqual(['websocket']);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.rungs()).toEqual(['websocket', 'websocket']);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'sse']);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(2_000);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'sse', 'sse', 'poll']);
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    expect(live.transports.at(-1)).toBe('poll');
    live.stop();
  });

  it('counts a socket that opens but stays silent for 10 s as a failure', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(WELCOME_TIMEOUT_MS);
    expect(live.opened[0]?.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(500 + WELCOME_TIMEOUT_MS + 1_000);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'sse']);
    live.stop();
  });

  it('treats a drop after the welcome as no failure: same transport, from the last message, short pause', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(500);
    live.frame({ type: 'welcome', tally: tally(1, 11) });
    live.frame({ type: 'message', message: message(11), tally: tally(1, 11) });
    expect(live.transports).toEqual(['offline', 'websocket']);
    live.last().handlers.onClose();
    expect(live.transports.at(-1)).toBe('offline');
    // The pause starts small again after a welcome.
    await vi.advanceTimersByTimeAsync(500);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'websocket']);
    expect(live.last().after).toBe(11);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(1_000);
    // One failure before welcome after a good connection: still WebSocket.
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'websocket', 'websocket']);
    live.stop();
  });

  it('hands a progress frame to its own handler, past the message cursor', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'welcome', tally: tally(1, 10) });
    live.frame({ type: 'progress', task: 'export', id: 'exp-1', done: 2_000, total: 12_000 });
    expect(live.progress).toEqual([{ task: 'export', id: 'exp-1', done: 2_000, total: 12_000 }]);
    expect(live.incoming).toEqual([{ type: 'welcome', tally: tally(1, 10) }]);
    live.stop();
  });

  it('tries WebSocket again ten minutes after stepping down, leaving the working stream', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(500);
    // The second failure steps down, now; SSE opens after the 1 s pause.
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(1_000);
    const sse = live.last();
    expect(sse.rung).toBe('sse');
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    await vi.advanceTimersByTimeAsync(RETRY_BEST_AFTER_MS - 1_000 - 1);
    expect(sse.closedByClient).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sse.closedByClient).toBe(true);
    expect(live.last().rung).toBe('websocket');
    live.stop();
  });

  it('reconnects after the pause when the server says bye', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    live.frame({ type: 'bye', msg: '服务器正在重启' });
    expect(live.opened[0]?.closedByClient).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(live.rungs()).toEqual(['websocket', 'websocket']);
    live.stop();
  });

  it('waits and asks again when the tally cannot be read, without holding it against the transport', async () => {
    let calls = 0;
    const live = setUp({
      prepare: () => {
        calls += 1;
        return calls < 3 ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(live.opened).toEqual([]);
    await vi.advanceTimersByTimeAsync(500 + 1_000);
    expect(live.rungs()).toEqual(['websocket']);
    live.stop();
  });

  it('stops: closes the transport and cancels a pending reconnect', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    live.stop();
    expect(live.last().closedByClient).toBe(true);
    const second = setUp();
    await vi.advanceTimersByTimeAsync(0);
    second.last().handlers.onClose();
    second.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.opened).toHaveLength(1);
  });
});

describe('live connection: the session ends', () => {
  it('an ended frame hands the reason to the sign-out once and never reconnects', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    live.frame({ type: 'ended', reason: 'ACCOUNT_FROZEN', msg: '账号已被冻结' });
    live.frame({ type: 'ended', reason: 'ACCOUNT_FROZEN', msg: '账号已被冻结' });
    expect(live.ended).toHaveLength(1);
    expect(live.ended[0]).toBeInstanceOf(ApiError);
    expect(live.ended[0]).toMatchObject({ kind: 'session-ended', reason: 'ACCOUNT_FROZEN', status: 406 });
    expect(live.last().closedByClient).toBe(true);
    expect(live.transports.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(RETRY_BEST_AFTER_MS * 2);
    expect(live.opened).toHaveLength(1);
    live.stop();
  });

  it('a stream refused for the session (401/402/406) ends it the same way', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    const refusal = new ApiError('已在别处登录', {
      kind: 'session-ended',
      reason: 'SESSION_REPLACED',
      status: 402,
      url: '/ws/stream',
    });
    live.last().handlers.onSessionEnded(refusal);
    expect(live.ended).toEqual([refusal]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.opened).toHaveLength(1);
    live.stop();
  });
});

/** A network the test switches off and on, as the browser's online and offline events would. */
const switchableNetwork = () => {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const source: NetworkSource = {
    isOnline: () => online,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    online = next;
    for (const listener of listeners) listener(next);
  };
  return { source, set };
};

describe('live connection: the network going away and coming back', () => {
  it('lets the socket go while offline, tries only now and then meanwhile, and reconnects at once from the last number seen', async () => {
    const network = switchableNetwork();
    const live = setUp({ network: network.source });
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'welcome', tally: tally(0, 10) });
    live.frame({ type: 'message', message: message(11), tally: tally(1, 11) });

    network.set(false);
    expect(live.last().closedByClient).toBe(true);
    expect(live.transports.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS - 1);
    expect(live.rungs()).toEqual(['websocket']);
    // the browser may be wrong about being offline: a try now and then all the same
    await vi.advanceTimersByTimeAsync(1);
    expect(live.rungs()).toEqual(['websocket', 'websocket']);

    network.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'websocket']);
    expect(live.last().after).toBe(11);
    live.stop();
  });

  it('starts from the best transport again when the network returns, whatever failed while it was away', async () => {
    const network = switchableNetwork();
    const live = setUp({ network: network.source });
    await vi.advanceTimersByTimeAsync(0);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(500);
    live.last().handlers.onClose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'sse']);
    network.set(false);
    network.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'sse', 'websocket']);
    live.stop();
  });
});

describe('live connection: a server that says why it lets go', () => {
  it('does not step down from WebSocket when the server says bye before its welcome (its database away)', async () => {
    const live = setUp();
    await vi.advanceTimersByTimeAsync(0);
    live.frame({ type: 'bye', msg: '服务暂时不可用，稍后自动重新连接' });
    await vi.advanceTimersByTimeAsync(500);
    live.frame({ type: 'bye', msg: '服务暂时不可用，稍后自动重新连接' });
    await vi.advanceTimersByTimeAsync(1_000);
    live.frame({ type: 'bye', msg: '服务暂时不可用，稍后自动重新连接' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(live.rungs()).toEqual(['websocket', 'websocket', 'websocket', 'websocket']);
    live.stop();
  });
});
