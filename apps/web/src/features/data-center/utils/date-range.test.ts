import { type Granularity, TenantFiguresQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  chinaToday,
  coarserFit,
  defaultChoice,
  quickRange,
  quickRangeOf,
  rangeProblem,
  shiftDay,
} from './date-range.ts';

describe('the days of the data centre', () => {
  it('counts today in China time: 17:00 UTC on 26 November is already the 27th in Guizhou', () => {
    expect(chinaToday(Date.parse('2026-11-26T15:59:59Z'))).toBe('2026-11-26');
    expect(chinaToday(Date.parse('2026-11-26T16:00:00Z'))).toBe('2026-11-27');
    expect(chinaToday(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('shifts days across months, leap days and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('the quick ranges', () => {
  const today = '2026-11-26';

  it('end today and count today among their days; 本年 starts on 1 January', () => {
    expect(quickRange('last7', today)).toEqual({ from: '2026-11-20', to: today });
    expect(quickRange('last30', today)).toEqual({ from: '2026-10-28', to: today });
    expect(quickRange('last90', today)).toEqual({ from: '2026-08-29', to: today });
    expect(quickRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('start the page on the last 30 days by day, which the 近30天 button shows pressed', () => {
    const choice = defaultChoice(today);
    expect(choice).toEqual({ from: '2026-10-28', to: today, granularity: 'day' });
    expect(quickRangeOf(choice, today)).toBe('last30');
    expect(quickRangeOf({ from: '2026-10-27', to: today }, today)).toBeUndefined();
    // yesterday's 近30天 is no longer one today
    expect(quickRangeOf(quickRange('last30', '2026-11-25'), today)).toBeUndefined();
  });
});

describe('the range rule (the contract’s checkRange, before any request)', () => {
  it('refuses more days than a chart shows by day, and says what to do', () => {
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01', granularity: 'day' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02', granularity: 'day' })).toBe(
      '按日统计最多 366 个周期，请缩短日期范围或改用更粗的粒度',
    );
    expect(rangeProblem({ from: '2021-01-01', to: '2026-01-02', granularity: 'week' })).toBe(
      '按周统计最多 210 个周期，请缩短日期范围或改用更粗的粒度',
    );
    expect(rangeProblem({ from: '2010-01-01', to: '2020-01-01', granularity: 'month' })).toBe(
      '按月统计最多 120 个周期，请缩短日期范围或改用更粗的粒度',
    );
  });

  it('refuses an end before the start and days the contract does not take', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01', granularity: 'day' })).toBe(
      '结束日期不能早于开始日期',
    );
    expect(rangeProblem({ from: '1999-12-31', to: '2026-11-01', granularity: 'month' })).not.toBeNull();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01', granularity: 'day' })).not.toBeNull();
  });

  it('agrees with the contract’s own schema on every range it takes or refuses', () => {
    const cases: [string, string][] = [
      ['2026-01-01', '2026-01-01'],
      ['2025-01-01', '2026-01-01'],
      ['2025-01-01', '2026-01-02'],
      ['2024-01-01', '2024-12-31'],
      ['2022-12-31', '2026-12-31'],
      ['2022-12-26', '2026-12-31'],
      ['2016-01-01', '2025-12-31'],
      ['2015-12-31', '2025-12-31'],
      ['2026-11-02', '2026-11-01'],
    ];
    for (const [from, to] of cases) {
      for (const granularity of ['day', 'week', 'month'] as Granularity[]) {
        const parsed = TenantFiguresQuerySchema.safeParse({ from, to, granularity });
        const problem = rangeProblem({ from, to, granularity });
        expect(problem, `${from}…${to} ${granularity}`).toBe(
          parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused'),
        );
      }
    }
  });

  it('offers the first coarser granularity that fits, and none when nothing does', () => {
    expect(coarserFit({ from: '2024-01-01', to: '2026-11-26', granularity: 'day' })).toBe('week');
    expect(coarserFit({ from: '2018-01-01', to: '2026-11-26', granularity: 'day' })).toBe('month');
    expect(coarserFit({ from: '2000-01-01', to: '2026-11-26', granularity: 'week' })).toBeUndefined();
    expect(coarserFit({ from: '2026-01-01', to: '2026-11-26', granularity: 'month' })).toBeUndefined();
  });
});
