import { getMessageTally, type MessageTally, pollLiveMessages } from '@rrsp/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error.ts';
import { type LiveClient, type LiveEnvironment, startLiveSession } from './live-session.ts';
import { FakeLocks, FakeSocket, message, tally, until } from './live-test-support.ts';
import type { LiveEvent, LiveProgress, LiveState } from './live-types.ts';
import type { VisibilitySource } from './tab-leadership.ts';
import type { WebSocketConstructor } from './websocket-transport.ts';

/**
 * Several pretend tabs of one browser in one process: each has its own sink (what its page would show), they share
 * a lock manager and talk over Node's BroadcastChannel, and the test plays the server on their sockets.
 */

class FakeVisibility implements VisibilitySource {
  visibilityState: DocumentVisibilityState = 'visible';
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void) {
    this.listeners.delete(listener);
  }
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    for (const listener of this.listeners) listener();
  }
}

const SERVER_TALLY = tally(3, 20);
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  FakeSocket.made = [];
});

const browser = (options: { locks?: boolean; tallyRead?: Promise<void> } = {}) => {
  const locks = options.locks === false ? undefined : (new FakeLocks() as unknown as LockManager);
  let tallyReads = 0;
  const ended: { error: ApiError; token: string }[] = [];
  const request = (endpoint: unknown) => {
    if (endpoint === getMessageTally) {
      tallyReads += 1;
      return (options.tallyRead ?? Promise.resolve()).then(() => SERVER_TALLY);
    }
    if (endpoint === pollLiveMessages)
      return Promise.resolve({ messages: [], tally: SERVER_TALLY, more: false });
    return Promise.reject(new Error('unexpected request'));
  };
  const client: LiveClient = {
    request: request as LiveClient['request'],
    standardHeaders: () => ({}),
    endSessionByServer: (error, token) => {
      ended.push({ error, token });
      return Promise.resolve();
    },
  };

  const openTab = (hiddenReleaseMs = 60_000) => {
    const events: LiveEvent[] = [];
    const progress: LiveProgress[] = [];
    let state: LiveState = { tally: null, transport: 'offline' };
    const visibility = new FakeVisibility();
    /** The sockets this tab opened. */
    const mine: FakeSocket[] = [];
    class TabSocket extends FakeSocket {
      constructor(url: string) {
        super(url);
        mine.push(this);
      }
    }
    const environment: LiveEnvironment = {
      locks,
      BroadcastChannel,
      visibility,
      WebSocket: TabSocket as unknown as WebSocketConstructor,
      fetch: () => Promise.reject(new Error('no stream in these tests')),
      socketUrl: 'wss://portal.example.cn/ws',
      streamUrl: 'https://portal.example.cn/ws/stream',
    };
    const session = startLiveSession({
      token: 'tok-1',
      client,
      environment,
      hiddenReleaseMs,
      // The shortest pause: a reconnect that should not happen would happen within 0.5 s.
      random: () => 0,
      sink: {
        publish: (patch) => {
          state = { ...state, ...patch };
        },
        emit: (event) => events.push(event),
        progress: (item) => progress.push(item),
      },
    });
    const tab = {
      session,
      events,
      progress,
      visibility,
      state: () => state,
      messages: () => events.flatMap((event) => (event.type === 'message' ? [event.message.seq] : [])),
      close: () => session.stop(),
      /** The socket this tab opened most recently. */
      socket: () => mine.at(-1),
      /** Connects this tab's socket as the server would: welcome, then the given messages. */
      serve: (seqs: number[], welcome: MessageTally = SERVER_TALLY) => {
        const socket = tab.socket();
        if (!socket) throw new Error('this tab has no socket');
        socket.open();
        socket.receive(JSON.stringify({ type: 'welcome', tally: welcome }));
        for (const seq of seqs) {
          socket.receive(JSON.stringify({ type: 'message', message: message(seq), tally: tally(3, seq) }));
        }
      },
    };
    stops.push(tab.close);
    return tab;
  };
  return { openTab, ended, tallyReads: () => tallyReads };
};

/** Opens the socket as the server would accept it, and reads the hello the tab sent. */
const helloOf = (socket: FakeSocket | undefined) => {
  socket?.open();
  return JSON.parse(socket?.sent[0] ?? 'null');
};

describe('live session: one connection per browser', () => {
  it('the first tab connects from the tally’s newest message; the next follows and hears each message once', async () => {
    const { openTab, tallyReads } = browser();
    const first = openTab();
    await until(() => first.socket() !== undefined, 'the first socket');
    const second = openTab();
    await until(() => second.state().transport === 'follower');
    first.serve([21, 22]);
    await until(() => second.messages().length === 2, 'the relayed messages');
    expect(helloOf(first.socket())).toEqual({ type: 'hello', token: 'tok-1', after: 20 });
    expect(tallyReads()).toBe(1);
    expect(FakeSocket.made).toHaveLength(1);
    expect(first.state()).toEqual({ tally: tally(3, 22), transport: 'websocket' });
    expect(first.messages()).toEqual([21, 22]);
    expect(second.messages()).toEqual([21, 22]);
    expect(second.state().transport).toBe('follower');
    // A replay of what both have seen announces nothing anywhere.
    first.socket()?.receive(JSON.stringify({ type: 'message', message: message(22), tally: tally(3, 22) }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(first.messages()).toEqual([21, 22]);
    expect(second.messages()).toEqual([21, 22]);
  });

  it('when the leading tab closes the next one connects from where the browser stands, missing and doubling nothing', async () => {
    const { openTab, tallyReads } = browser();
    const first = openTab();
    await until(() => first.socket() !== undefined);
    first.serve([21]);
    const second = openTab();
    // The new tab asks where things stand: message 21 came before it opened and is not news to it.
    await until(() => second.state().tally?.lastSeq === 21, 'the state answer');
    first.close();
    await until(() => second.socket() !== undefined, 'the takeover');
    expect(helloOf(second.socket())).toEqual({ type: 'hello', token: 'tok-1', after: 21 });
    expect(tallyReads()).toBe(1);
    second.serve([22]);
    expect(second.messages()).toEqual([22]);
  });

  it('a tab hidden for a while lets go; the next takes over from lastSeq; shown again, it queues again', async () => {
    const { openTab } = browser();
    const first = openTab(40);
    await until(() => first.socket() !== undefined);
    first.serve([21]);
    const second = openTab(40);
    await until(() => second.messages().length === 0 && second.state().tally?.lastSeq === 21);
    const firstSocket = first.socket();
    first.visibility.set('hidden');
    await until(() => second.socket() !== undefined, 'the takeover');
    expect(firstSocket?.closedWith).toBe(1000);
    expect(first.state().transport).toBe('follower');
    expect(helloOf(second.socket())).toMatchObject({ after: 21 });
    second.serve([22]);
    await until(() => first.messages().includes(22), 'the relay to the hidden tab');
    first.visibility.set('visible');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(first.socket()).toBe(firstSocket);
    second.close();
    await until(() => first.socket() !== firstSocket, 'the shown tab taking over');
    expect(helloOf(first.socket())).toMatchObject({ after: 22 });
  });

  it('a hidden tab waiting in the queue leaves it, so a hidden tab never inherits the connection', async () => {
    const { openTab } = browser();
    const first = openTab(40);
    await until(() => first.socket() !== undefined);
    const second = openTab(40);
    second.visibility.set('hidden');
    await new Promise((resolve) => setTimeout(resolve, 80));
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(second.socket()).toBeUndefined();
    second.visibility.set('visible');
    await until(() => second.socket() !== undefined, 'the shown tab connecting');
  });

  it('a tab that opens while the leader is still reading the tally gets it with the welcome', async () => {
    let release = () => {};
    const { openTab } = browser({ tallyRead: new Promise<void>((resolve) => (release = resolve)) });
    const first = openTab();
    const second = openTab();
    await until(() => second.state().transport === 'follower');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.state().tally).toBeNull();
    release();
    await until(() => first.socket() !== undefined);
    first.serve([]);
    await until(() => second.state().tally !== null, 'the relayed welcome');
    expect(second.state().tally).toEqual(SERVER_TALLY);
  });

  it('shares a tally set after marking read with the other tabs', async () => {
    const { openTab } = browser();
    const first = openTab();
    await until(() => first.socket() !== undefined);
    first.serve([]);
    const second = openTab();
    await until(() => second.state().tally !== null);
    second.session.setTally(tally(0, 20));
    expect(second.state().tally).toEqual(tally(0, 20));
    await until(() => first.state().tally?.unread === 0, 'the shared tally');
    expect(first.events.at(-1)).toEqual({ type: 'tally', tally: tally(0, 20) });
  });

  it('relays a progress frame to every tab, without touching the message cursor', async () => {
    const { openTab } = browser();
    const first = openTab();
    await until(() => first.socket() !== undefined);
    first.serve([]);
    const second = openTab();
    await until(() => second.state().tally !== null);
    const frame = { type: 'progress', task: 'export', id: 'exp-7', done: 5_000, total: 20_000 };
    first.socket()?.receive(JSON.stringify(frame));
    await until(() => second.progress.length === 1, 'the relayed progress');
    const expected = { task: 'export', id: 'exp-7', done: 5_000, total: 20_000 };
    expect(first.progress).toEqual([expected]);
    expect(second.progress).toEqual([expected]);
    expect(second.state().tally).toEqual(SERVER_TALLY);
    // a progress frame that does not read right is skipped by every tab
    first.socket()?.receive(JSON.stringify({ ...frame, done: -1 }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(second.progress).toHaveLength(1);
  });

  it('without Web Locks every tab connects on its own', async () => {
    const { openTab } = browser({ locks: false });
    const first = openTab();
    const second = openTab();
    await until(() => first.socket() !== undefined && second.socket() !== undefined);
    expect(FakeSocket.made).toHaveLength(2);
  });
});

describe('live session: the server ends the session', () => {
  it('an ended frame goes to the request client’s sign-out, with the session it was about, and no reconnect', async () => {
    const { openTab, ended } = browser();
    const tab = openTab();
    await until(() => tab.socket() !== undefined);
    tab.serve([]);
    tab.socket()?.receive(JSON.stringify({ type: 'ended', reason: 'ACCOUNT_FROZEN', msg: '账号已被冻结' }));
    expect(ended).toHaveLength(1);
    expect(ended[0]?.token).toBe('tok-1');
    expect(ended[0]?.error).toMatchObject({ reason: 'ACCOUNT_FROZEN', status: 406, kind: 'session-ended' });
    expect(tab.state().transport).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(FakeSocket.made).toHaveLength(1);
  });
});
