// @vitest-environment jsdom
import { getMessageTally } from '@rrsp/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthMessageType, broadcastAuthMessage } from '../auth-channel.ts';
import { startSession } from '../session.ts';
import { storage } from '../storage.ts';
import {
  getLiveState,
  type LiveClient,
  setLiveTally,
  startLiveChannel,
  subscribeLiveEvents,
} from './index.ts';
import { FakeSocket, message, tally, until } from './live-test-support.ts';
import type { WebSocketConstructor } from './websocket-transport.ts';

/** Counts the loads of the connection's code: the real module, observed. */
const sessionCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./live-session.ts', async (importOriginal) => {
  sessionCode.loads += 1;
  return importOriginal();
});

const client: LiveClient = {
  request: ((endpoint: unknown) =>
    endpoint === getMessageTally
      ? Promise.resolve(tally(2, 30))
      : Promise.reject(new Error('unexpected'))) as LiveClient['request'],
  standardHeaders: () => ({}),
  endSessionByServer: () => Promise.resolve(),
};

const start = () =>
  startLiveChannel(client, {
    environment: {
      locks: undefined,
      BroadcastChannel: undefined,
      WebSocket: FakeSocket as unknown as WebSocketConstructor,
      socketUrl: 'ws://localhost/ws',
    },
  });

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  storage.clear();
  FakeSocket.made = [];
});

describe('startLiveChannel', () => {
  it('idles while signed out, connects on sign-in and marks the page with its transport', async () => {
    stops.push(start());
    expect(getLiveState()).toEqual({ tally: null, transport: 'offline' });
    expect(FakeSocket.made).toEqual([]);
    // a visitor's page does not load the connection's code
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sessionCode.loads).toBe(0);
    startSession('tok-a');
    await until(() => FakeSocket.made.length === 1, 'the socket');
    expect(sessionCode.loads).toBe(1);
    const socket = FakeSocket.made[0];
    socket?.open();
    expect(JSON.parse(socket?.sent[0] ?? '{}')).toEqual({ type: 'hello', token: 'tok-a', after: 30 });
    socket?.receive(JSON.stringify({ type: 'welcome', tally: tally(2, 30) }));
    expect(getLiveState()).toEqual({ tally: tally(2, 30), transport: 'websocket' });
    expect(document.documentElement.dataset.liveTransport).toBe('websocket');
  });

  it('announces each new message to the page, and starts afresh for a new session', async () => {
    stops.push(start());
    const seen: number[] = [];
    stops.push(
      subscribeLiveEvents((event) => {
        if (event.type === 'message') seen.push(event.message.seq);
      }),
    );
    startSession('tok-a');
    await until(() => FakeSocket.made.length === 1);
    const first = FakeSocket.made[0];
    first?.open();
    first?.receive(JSON.stringify({ type: 'welcome', tally: tally(2, 30) }));
    first?.receive(JSON.stringify({ type: 'message', message: message(31), tally: tally(3, 31) }));
    expect(seen).toEqual([31]);
    startSession('tok-b');
    expect(first?.closedWith).toBe(1000);
    await until(() => FakeSocket.made.length === 2, 'the new session’s socket');
  });

  it('stops when the session ends, wherever it ended', async () => {
    stops.push(start());
    startSession('tok-a');
    await until(() => FakeSocket.made.length === 1);
    storage.remove('token');
    broadcastAuthMessage(AuthMessageType.signOut, { reason: 'expired' });
    await until(() => getLiveState().transport === 'offline' && FakeSocket.made[0]?.readyState === 3);
    expect(document.documentElement.dataset.liveTransport).toBe('offline');
  });

  it('takes the tally the message centre sets after marking read', () => {
    setLiveTally(tally(0, 12));
    expect(getLiveState().tally).toEqual(tally(0, 12));
  });
});
