import { describe, expect, it } from 'vitest';
import {
  adoptPosition,
  applyIncoming,
  EMPTY_CURSOR,
  type LiveCursor,
  type LiveIncoming,
} from './live-cursor.ts';
import { message, tally } from './live-test-support.ts';

const run = (cursor: LiveCursor, incoming: LiveIncoming[]) => {
  const events = [];
  let current = cursor;
  for (const item of incoming) {
    const applied = applyIncoming(current, item);
    current = applied.cursor;
    if (applied.event) events.push(applied.event);
  }
  return { cursor: current, events };
};

describe('applyIncoming', () => {
  it('announces each message once, in order, and moves lastSeq to it', () => {
    const { cursor, events } = run({ lastSeq: 4, tally: tally(0, 4) }, [
      { type: 'welcome', tally: tally(2, 6) },
      { type: 'message', message: message(5), tally: tally(2, 6) },
      { type: 'message', message: message(6), tally: tally(2, 6) },
    ]);
    expect(events.map((event) => (event.type === 'message' ? event.message.seq : 'tally'))).toEqual([
      'tally',
      5,
      6,
    ]);
    expect(cursor).toEqual({ lastSeq: 6, tally: tally(2, 6) });
  });

  it('drops a message at or below lastSeq: a replay after a reconnect, a relay that overlapped', () => {
    const start = { lastSeq: 6, tally: tally(2, 6) };
    const { cursor, events } = run(start, [
      { type: 'message', message: message(5), tally: tally(2, 6) },
      { type: 'message', message: message(6), tally: tally(2, 6) },
      { type: 'message', message: message(7), tally: tally(3, 7) },
      { type: 'message', message: message(7), tally: tally(3, 7) },
    ]);
    expect(events).toEqual([{ type: 'message', message: message(7), tally: tally(3, 7) }]);
    expect(cursor.lastSeq).toBe(7);
  });

  it('accepts a jump past lastSeq + 1 rather than waiting for a number that may never come', () => {
    const { cursor, events } = run({ lastSeq: 3, tally: null }, [
      { type: 'message', message: message(9), tally: tally(1, 9) },
    ]);
    expect(events).toHaveLength(1);
    expect(cursor.lastSeq).toBe(9);
  });

  it('announces a message even before the tab knew its position (it arrived after the page opened)', () => {
    const { events } = run(EMPTY_CURSOR, [{ type: 'message', message: message(12), tally: tally(1, 12) }]);
    expect(events).toHaveLength(1);
  });

  it('never moves lastSeq for a welcome or tally: the messages they count are still to be replayed', () => {
    const { cursor } = run({ lastSeq: 2, tally: null }, [
      { type: 'welcome', tally: tally(5, 9) },
      { type: 'tally', tally: tally(4, 9) },
    ]);
    expect(cursor).toEqual({ lastSeq: 2, tally: tally(4, 9) });
  });

  it('keeps the newer tally when an older one arrives late, and the later of two about the same messages', () => {
    const { cursor, events } = run({ lastSeq: 8, tally: tally(3, 8) }, [
      { type: 'tally', tally: tally(0, 7) },
      { type: 'tally', tally: tally(1, 8) },
    ]);
    expect(cursor.tally).toEqual(tally(1, 8));
    expect(events).toEqual([{ type: 'tally', tally: tally(1, 8) }]);
  });

  it('announces no tally that did not change', () => {
    const { events } = run({ lastSeq: 8, tally: tally(3, 8) }, [
      { type: 'welcome', tally: tally(3, 8) },
      { type: 'tally', tally: tally(3, 8) },
    ]);
    expect(events).toEqual([]);
  });
});

describe('adoptPosition', () => {
  it('takes the further position and the newer tally, and keeps what it knows when told nothing', () => {
    expect(adoptPosition({ lastSeq: 5, tally: tally(1, 5) }, 9, tally(2, 9))).toEqual({
      lastSeq: 9,
      tally: tally(2, 9),
    });
    expect(adoptPosition({ lastSeq: 9, tally: tally(2, 9) }, 5, tally(1, 5))).toEqual({
      lastSeq: 9,
      tally: tally(2, 9),
    });
    expect(adoptPosition({ lastSeq: 9, tally: null }, null, null)).toEqual({ lastSeq: 9, tally: null });
  });
});
