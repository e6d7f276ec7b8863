import { describe, expect, it } from 'vitest';
import { blockingTime, type PageTimings } from './blocking-time.ts';

const timings = (overrides: Partial<PageTimings>): PageTimings => ({
  fcp: 1_000,
  domContentLoaded: 800,
  longTasks: [],
  requests: [{ start: 0, end: 500 }],
  observedUntil: 20_000,
  ...overrides,
});

describe('blockingTime (Lighthouse TTI and TBT)', () => {
  it('counts the part beyond 50 ms of each long task after FCP, until TTI', () => {
    const result = blockingTime(
      timings({
        longTasks: [
          { start: 1_200, end: 1_320 }, // 120 ms → 70
          { start: 2_000, end: 2_060 }, // 60 ms → 10
          { start: 3_000, end: 3_040 }, // under 50 ms: not a blocking task
        ],
      }),
    );
    expect(result.timeToInteractive).toBe(3_040);
    expect(result.totalBlockingTime).toBe(80);
    expect(result.blockingTasks).toBe(2);
  });

  it('leaves out tasks before FCP and clips a task that spans it', () => {
    const result = blockingTime(
      timings({
        longTasks: [
          { start: 300, end: 700 }, // before FCP
          { start: 900, end: 1_100 }, // 100 ms after FCP: 50 counts
        ],
      }),
    );
    expect(result.totalBlockingTime).toBe(50);
    expect(result.timeToInteractive).toBe(1_100);
  });

  it('leaves out tasks after a 5 s quiet window (they come after TTI)', () => {
    const result = blockingTime(
      timings({
        longTasks: [
          { start: 1_500, end: 1_600 },
          { start: 9_000, end: 9_400 },
        ],
      }),
    );
    expect(result.timeToInteractive).toBe(1_600);
    expect(result.totalBlockingTime).toBe(50);
  });

  it('needs the network quiet too: three requests in flight push TTI past the tasks they overlap', () => {
    const busy = [
      { start: 1_000, end: 7_000 },
      { start: 1_000, end: 7_000 },
      { start: 1_000, end: 7_000 },
    ];
    const result = blockingTime(
      timings({
        requests: busy,
        longTasks: [
          { start: 1_500, end: 1_600 },
          { start: 4_000, end: 4_200 },
        ],
      }),
    );
    expect(result.timeToInteractive).toBe(4_200);
    expect(result.totalBlockingTime).toBe(50 + 150);
  });

  it('never puts TTI before FCP or DOMContentLoaded, and has none without a quiet window', () => {
    expect(blockingTime(timings({ domContentLoaded: 1_500 })).timeToInteractive).toBe(1_500);
    const busy = blockingTime(timings({ observedUntil: 4_000, longTasks: [{ start: 1_200, end: 1_300 }] }));
    expect(busy.timeToInteractive).toBeUndefined();
    expect(busy.totalBlockingTime).toBe(50);
  });
});
