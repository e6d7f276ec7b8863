import { describe, expect, it } from 'vitest';
import { formatWaiting, waitingClause, waitingSecondsNow } from './waiting-time.ts';

describe('formatWaiting', () => {
  it('says under a minute for the first seconds, and for broken input', () => {
    expect(formatWaiting(0)).toBe('不到 1 分钟');
    expect(formatWaiting(59)).toBe('不到 1 分钟');
    expect(formatWaiting(-5)).toBe('不到 1 分钟');
    expect(formatWaiting(Number.NaN)).toBe('不到 1 分钟');
  });

  it('counts minutes below an hour', () => {
    expect(formatWaiting(60)).toBe('1 分钟');
    expect(formatWaiting(59 * 60 + 59)).toBe('59 分钟');
  });

  it('gives hours and minutes below a day, rounding down', () => {
    expect(formatWaiting(2 * 3600 + 15 * 60 + 59)).toBe('2 小时 15 分');
    expect(formatWaiting(3600)).toBe('1 小时');
  });

  it('gives days and hours from a day on', () => {
    expect(formatWaiting(3 * 86_400 + 4 * 3600 + 1800)).toBe('3 天 4 小时');
    expect(formatWaiting(86_400)).toBe('1 天');
  });
});

describe('waitingSecondsNow', () => {
  it('adds the time passed since the answer arrived', () => {
    expect(waitingSecondsNow(100, 1_000_000, 1_000_000 + 61_500)).toBe(161);
  });

  it('never counts backwards when the clock was set back', () => {
    expect(waitingSecondsNow(100, 1_000_000, 900_000)).toBe(100);
  });
});

describe('waitingClause', () => {
  it('ends a sentence with the wait, and says nothing in the first minute or without a wait', () => {
    expect(waitingClause(8100)).toBe('，已等待 2 小时 15 分');
    expect(waitingClause(30)).toBe('');
    expect(waitingClause(null)).toBe('');
  });
});
