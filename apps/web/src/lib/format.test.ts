import { describe, expect, it } from 'vitest';
import {
  dateParts,
  easeOutCubic,
  formatCount,
  formatDate,
  formatDateTime,
  formatFigure,
  formatYuan,
} from './format.ts';

describe('number formatting', () => {
  it('groups thousands in counts and shows broken input as 0', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12.6)).toBe('13');
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('keeps headline figures exact below 100 000 and shortens them in 万 and 亿 above', () => {
    expect(formatFigure(99_999)).toEqual({ value: '99,999', unit: '' });
    expect(formatFigure(100_000)).toEqual({ value: '10', unit: '万' });
    expect(formatFigure(123_456)).toEqual({ value: '12.35', unit: '万' });
    expect(formatFigure(250_000_000)).toEqual({ value: '2.5', unit: '亿' });
    expect(formatFigure(Number.POSITIVE_INFINITY)).toEqual({ value: '0', unit: '' });
  });

  it('writes sales in 元, 万元 or 亿元 with two decimals', () => {
    expect(formatYuan(9_999.5)).toBe('9999.50 元');
    expect(formatYuan(1_234_567.891)).toBe('123.46 万元');
    expect(formatYuan(320_000_000)).toBe('3.20 亿元');
    expect(formatYuan(-1)).toBe('0.00 元');
  });
});

describe('date formatting', () => {
  it('gives the publication date in China time', () => {
    expect(formatDate('2026-03-01T10:00:00.000Z')).toBe('2026-03-01');
    // 17:30 UTC is already the next morning in Guizhou.
    expect(formatDate('2026-03-01T17:30:00.000Z')).toBe('2026-03-02');
    expect(formatDate('not a date')).toBe('');
  });

  it('gives date and minute in China time', () => {
    expect(formatDateTime('2026-03-01T17:30:00.000Z')).toBe('2026-03-02 01:30');
    expect(formatDateTime('nope')).toBe('');
  });

  it('splits a date into day and year-month for the dated list', () => {
    expect(dateParts('2026-11-05T02:00:00Z')).toEqual({ day: '05', month: '2026-11' });
  });
});

describe('count-up easing', () => {
  it('starts at 0, lands at 1 and never overshoots', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });
});
