import type { LiveFrame } from '@rrsp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message, tally } from './live-test-support.ts';
import { type PollAnswer, pollTransport } from './poll-transport.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const open = (answers: (PollAnswer | Error)[]) => {
  const asked: number[] = [];
  const frames: LiveFrame[] = [];
  let lastSeq = 4;
  let closes = 0;
  const handle = pollTransport({
    poll: (after) => {
      asked.push(after);
      const answer = answers.shift() ?? { messages: [], tally: tally(0, lastSeq), more: false };
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
    intervalMs: 60_000,
  })(
    { after: () => lastSeq },
    {
      onFrame: (frame) => {
        frames.push(frame);
        if (frame.type === 'message') lastSeq = frame.message.seq;
      },
      onClose: () => {
        closes += 1;
      },
      onSessionEnded: () => {},
    },
  );
  return { handle, asked, frames, closes: () => closes };
};

describe('pollTransport', () => {
  it('asks at once; its first answer stands for the welcome, then the messages, then the tally', async () => {
    const live = open([{ messages: [message(5)], tally: tally(1, 5), more: false }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.asked).toEqual([4]);
    expect(live.frames).toEqual([
      { type: 'welcome', tally: tally(1, 5) },
      { type: 'message', message: message(5), tally: tally(1, 5) },
      { type: 'tally', tally: tally(1, 5) },
    ]);
    live.handle.close();
  });

  it('asks again at once from the last message while the answer says there is more', async () => {
    const live = open([
      { messages: [message(5), message(6)], tally: tally(3, 7), more: true },
      { messages: [message(7)], tally: tally(3, 7), more: false },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.asked).toEqual([4, 6]);
    live.handle.close();
  });

  it('then asks once a minute, and after a failed call waits for the next turn without closing', async () => {
    const live = open([{ messages: [], tally: tally(0, 4), more: false }, new Error('网络异常')]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(live.asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.asked).toHaveLength(3);
    expect(live.closes()).toBe(0);
    live.handle.close();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(live.asked).toHaveLength(3);
  });

  it('does not spin on an answer that says more but brings nothing', async () => {
    const live = open([{ messages: [], tally: tally(0, 4), more: true }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(live.asked).toHaveLength(1);
    live.handle.close();
  });
});
