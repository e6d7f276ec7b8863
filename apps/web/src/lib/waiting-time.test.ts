import { describe, expect, it } from 'vitest';
import { formatWaiting, thresholdText, waitingLevelOf, waitingOptionsOf } from './waiting-time.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('waiting time', () => {
  it('says minutes, hours and days as an operator reads them', () => {
    expect(formatWaiting(30)).toBe('不足 1 分钟');
    expect(formatWaiting(12 * MINUTE + 40)).toBe('12 分钟');
    expect(formatWaiting(5 * HOUR)).toBe('5 小时');
    expect(formatWaiting(5 * HOUR + 20 * MINUTE)).toBe('5 小时 20 分钟');
    expect(formatWaiting(DAY + 30 * MINUTE)).toBe('1 天');
    expect(formatWaiting(3 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('3 天 4 小时');
  });

  it('shows a dash when nobody is waiting or the value is broken', () => {
    for (const value of [null, undefined, -5, Number.NaN]) expect(formatWaiting(value)).toBe('—');
  });

  it('marks a wait over a day as long and over three days as overdue', () => {
    expect(waitingLevelOf(null)).toBe('none');
    expect(waitingLevelOf(2 * HOUR)).toBe('normal');
    expect(waitingLevelOf(DAY)).toBe('normal');
    expect(waitingLevelOf(DAY + 1)).toBe('long');
    expect(waitingLevelOf(3 * DAY)).toBe('long');
    expect(waitingLevelOf(3 * DAY + 1)).toBe('overdue');
  });

  it('takes a queue’s own overdue threshold', () => {
    expect(waitingLevelOf(2 * DAY + 1, 2 * DAY)).toBe('overdue');
    expect(waitingLevelOf(2 * DAY, 2 * DAY)).toBe('long');
    expect(waitingLevelOf(2 * DAY + 1)).toBe('long');
  });

  it('says a threshold in days, or in hours when it is not whole days', () => {
    expect(thresholdText(3 * DAY)).toBe('3 天');
    expect(thresholdText(36 * HOUR)).toBe('36 小时');
  });

  it('offers a queue’s waiting-time filter in whole days', () => {
    expect(waitingOptionsOf([24, 72, 168])).toEqual([
      { hours: 24, label: '超过 1 天' },
      { hours: 72, label: '超过 3 天' },
      { hours: 168, label: '超过 7 天' },
    ]);
  });
});
