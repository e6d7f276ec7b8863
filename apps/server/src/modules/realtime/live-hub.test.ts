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

const client = (lastSeq: number) => {
  const seqs: number[] = [];
  const entry: LiveClient = {
    userId: USER,
    sessionId: null,
    lastSeq,
    send: (frame: LiveFrame) => {
      if (frame.type === 'message') seqs.push(frame.message.seq);
    },
    close: () => undefined,
  };
  return { entry, seqs };
};

describe('the live hub', () => {
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
});
