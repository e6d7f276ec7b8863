import type { LiveFrame, MessageTally } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import type { UserMessage } from '../../platform/messaging/message-store.ts';
import { createLiveHub, type LiveClient } from './live-hub.ts';

const USER = 'user-1';

/** A store of one user's messages 1…last, whose reads the test may hold open to let things happen meanwhile. */
const heldStore = (last: number) => {
  let holding: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const messages = (after: number): UserMessage[] =>
    Array.from({ length: Math.max(0, last - after) }, (_, index) => ({
      userId: USER,
      messageId: `m${after + index + 1}`,
      seq: after + index + 1,
      kind: 'shelf.decided',
      title: '服务审核通过',
      body: '',
      link: null,
      createdAt: new Date(0).toISOString(),
      read: false,
    }));
  return {
    hold: () => {
      holding = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    store: {
      after: async (wanted: { userId: string; after: number }[]) => {
        const read = messages(wanted[0]?.after ?? 0);
        if (holding) {
          const held = holding;
          holding = null;
          await held;
        }
        return read;
      },
      tallies: async () => new Map<string, MessageTally>([[USER, { unread: last, lastSeq: last }]]),
    },
  };
};

const client = (lastSeq: number, sessionId: string | null = null) => {
  const seqs: number[] = [];
  const tallies: MessageTally[] = [];
  const closedWith: LiveFrame[] = [];
  const entry: LiveClient = {
    userId: USER,
    sessionId,
    lastSeq,
    send: (frame: LiveFrame) => {
      if (frame.type === 'message') seqs.push(frame.message.seq);
      if (frame.type === 'tally') tallies.push(frame.tally);
    },
    close: (frame) => {
      if (frame) closedWith.push(frame);
    },
  };
  return { entry, seqs, tallies, closedWith };
};

describe('the live hub', () => {
  it("passes a task's progress to that user's clients only, as it stands, without reading the store", async () => {
    let reads = 0;
    const hub = createLiveHub({
      store: {
        after: async () => {
          reads += 1;
          return [];
        },
        tallies: async () => new Map(),
      },
      endingOf: () => ({ type: 'ended', reason: 'SESSION_INVALID', msg: '' }),
      onError: () => undefined,
    });
    const frames: LiveFrame[] = [];
    const othersFrames: LiveFrame[] = [];
    hub.add({
      userId: USER,
      sessionId: null,
      lastSeq: 0,
      send: (frame) => frames.push(frame),
      close: () => undefined,
    });
    hub.add({
      userId: 'user-2',
      sessionId: null,
      lastSeq: 0,
      send: (frame) => othersFrames.push(frame),
      close: () => undefined,
    });
    await hub.settled();
    const before = reads;
    hub.announce(`p:${USER}:export-1:4000:10050`);
    expect(frames).toEqual([{ type: 'progress', task: 'export', id: 'export-1', done: 4000, total: 10050 }]);
    expect(othersFrames).toEqual([]);
    expect(reads).toBe(before);
  });

  it('gives a client that joins during a delivery round everything after its own number, once', async () => {
    const data = heldStore(40);
    const hub = createLiveHub({
      store: data.store,
      endingOf: () => ({ type: 'ended', reason: 'SESSION_INVALID', msg: '' }),
      onError: () => undefined,
    });
    const staying = client(30);
    // the round for the staying tab reads from 30 and is held there…
    data.hold();
    hub.add(staying.entry);
    await Promise.resolve();
    // …while a tab that was away since 17 comes back
    const returning = client(17);
    hub.add(returning.entry);
    data.release();
    await hub.settled();
    expect(staying.seqs).toEqual(Array.from({ length: 10 }, (_, index) => 31 + index));
    expect(returning.seqs).toEqual(Array.from({ length: 23 }, (_, index) => 18 + index));
  });

  it('sends a tally changed while a round was reading in the next round', async () => {
    let unread = 5;
    let release: () => void = () => undefined;
    let held: Promise<void> | null = null;
    const hub = createLiveHub({
      store: {
        after: async () => [],
        tallies: async () => {
          const read = new Map<string, MessageTally>([[USER, { unread, lastSeq: 5 }]]);
          if (held) await held;
          return read;
        },
      },
      endingOf: () => ({ type: 'ended', reason: 'SESSION_INVALID', msg: '' }),
      onError: () => undefined,
    });
    const tab = client(5);
    hub.add(tab.entry);
    await hub.settled();
    held = new Promise((resolve) => {
      release = resolve;
    });
    hub.announce(`t:${USER}`);
    await new Promise((resolve) => setImmediate(resolve));
    // read elsewhere after that round took its figures: announced again while it is still under way
    unread = 0;
    held = null;
    hub.announce(`t:${USER}`);
    release();
    await hub.settled();
    expect(tab.tallies.at(-1)).toEqual({ unread: 0, lastSeq: 5 });
  });

  it('closes a client of a session whose end was announced while it was still connecting', () => {
    const hub = createLiveHub({
      store: { after: async () => [], tallies: async () => new Map() },
      endingOf: (reason) => ({ type: 'ended', reason: 'SESSION_REPLACED', msg: reason }),
      onError: () => undefined,
    });
    hub.announce('e:session-1:replaced');
    const late = client(0, 'session-1');
    hub.add(late.entry);
    expect(late.closedWith).toEqual([{ type: 'ended', reason: 'SESSION_REPLACED', msg: 'replaced' }]);
    expect(hub.count()).toBe(0);
  });

  it('closes every client on shutdown in batches with a pause between them, each told to come back', async () => {
    const hub = createLiveHub({
      store: { after: async () => [], tallies: async () => new Map() },
      endingOf: (reason) => ({ type: 'ended', reason: 'SESSION_REPLACED', msg: reason }),
      onError: () => undefined,
    });
    const closes: { user: string; at: number; frame?: LiveFrame }[] = [];
    for (let index = 0; index < 7; index += 1) {
      const user = `user-${index}`;
      hub.add({
        userId: user,
        sessionId: null,
        lastSeq: 0,
        send: () => undefined,
        close: (frame) => closes.push({ user, at: performance.now(), ...(frame ? { frame } : {}) }),
      });
    }
    await hub.settled();

    await hub.closeAll(3, 80);
    expect(hub.count()).toBe(0);
    expect(closes).toHaveLength(7);
    expect(new Set(closes.map((closed) => closed.user)).size).toBe(7);
    for (const closed of closes)
      expect(closed.frame).toMatchObject({ type: 'bye', msg: expect.stringContaining('重新连接') });
    // three batches (3, 3, 1): the clients of one batch go together, the next one after the pause
    const gaps = closes.slice(1).map((closed, index) => closed.at - (closes[index]?.at ?? 0));
    expect(gaps.filter((gap) => gap >= 70)).toHaveLength(2);
    expect(gaps[2]).toBeGreaterThanOrEqual(70);
    expect(gaps[5]).toBeGreaterThanOrEqual(70);
  });
});
