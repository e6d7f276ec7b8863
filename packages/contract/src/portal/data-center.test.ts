import { describe, expect, it } from 'vitest';
import { PlatformFiguresQuerySchema, periodCount } from './data-center.ts';

describe('periodCount', () => {
  it('counts the Monday-to-Sunday weeks a range touches', () => {
    // 2026-11-23 is a Monday, 2026-11-29 the Sunday after it
    expect(periodCount('2026-11-23', '2026-11-29', 'week')).toBe(1);
    expect(periodCount('2026-11-29', '2026-11-30', 'week')).toBe(2);
    expect(periodCount('2026-11-24', '2026-11-24', 'week')).toBe(1);
    expect(periodCount('2026-11-01', '2026-11-30', 'week')).toBe(6);
  });

  it('counts days and calendar months', () => {
    expect(periodCount('2026-11-01', '2026-11-30', 'day')).toBe(30);
    expect(periodCount('2025-12-31', '2026-01-01', 'month')).toBe(2);
  });

  it('allows exactly the most periods of a granularity and refuses one more', () => {
    // 210 weeks from a Monday end on a Sunday 1,469 days later
    const from = '2022-01-03';
    const lastSunday = new Date(Date.parse(`${from}T00:00:00Z`) + (210 * 7 - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const nextMonday = new Date(Date.parse(`${lastSunday}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(PlatformFiguresQuerySchema.safeParse({ from, to: lastSunday, granularity: 'week' }).success).toBe(
      true,
    );
    expect(PlatformFiguresQuerySchema.safeParse({ from, to: nextMonday, granularity: 'week' }).success).toBe(
      false,
    );
  });
});
