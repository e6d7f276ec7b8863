import {
  GRANULARITIES,
  GRANULARITY_LABELS,
  type Granularity,
  MAX_PERIODS,
  periodCount,
} from '@rrsp/contract';
import { isIsoDate } from '../../../lib/list-query.ts';

/**
 * The data centre's date range: days in China time (DATA_CENTER_TIME_ZONE, UTC+8 all year), the quick ranges, and the
 * contract's rule on how many periods one chart may show, checked here before a request is made, in the same words.
 */

export interface DateRange {
  /** First day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

export interface RangeChoice extends DateRange {
  granularity: Granularity;
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Today's date in China, whatever the computer's own time zone. */
export const chinaToday = (now: number = Date.now()): string =>
  new Date(now + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** A day some days later (or earlier, when negative). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const QUICK_RANGES = [
  { key: 'last7', label: '近7天' },
  { key: 'last30', label: '近30天' },
  { key: 'last90', label: '近90天' },
  { key: 'thisYear', label: '本年' },
] as const;
export type QuickRangeKey = (typeof QUICK_RANGES)[number]['key'];

const LAST_DAYS: Record<Exclude<QuickRangeKey, 'thisYear'>, number> = { last7: 7, last30: 30, last90: 90 };

/** A quick range ending today: the last n days, today included, or the year so far. */
export const quickRange = (key: QuickRangeKey, today: string): DateRange =>
  key === 'thisYear'
    ? { from: `${today.slice(0, 4)}-01-01`, to: today }
    : { from: shiftDay(today, 1 - LAST_DAYS[key]), to: today };

/** The quick range a range is, if any (its button shows pressed). */
export const quickRangeOf = (range: DateRange, today: string): QuickRangeKey | undefined =>
  QUICK_RANGES.find(({ key }) => {
    const quick = quickRange(key, today);
    return quick.from === range.from && quick.to === range.to;
  })?.key;

/** What the page shows before anything is chosen: the last 30 days, by day. */
export const defaultChoice = (today: string): RangeChoice => ({
  ...quickRange('last30', today),
  granularity: 'day',
});

const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** A day the contract accepts: a real date between 2000 and 2100. */
export const isRangeDay = (value: string): boolean =>
  isIsoDate(value) && value >= FIRST_DAY && value <= LAST_DAY;

/**
 * What is wrong with a choice, in the contract's words (data-center.ts `checkRange`), or null when the server would
 * take it: the end before the start, or more periods than one chart shows at this granularity.
 */
export const rangeProblem = ({ from, to, granularity }: RangeChoice): string | null => {
  if (!isRangeDay(from) || !isRangeDay(to)) return '请选择 2000 年至 2100 年之间的日期';
  if (from > to) return '结束日期不能早于开始日期';
  const most = MAX_PERIODS[granularity];
  if (periodCount(from, to, granularity) > most) {
    return `${GRANULARITY_LABELS[granularity]}统计最多 ${most} 个周期，请缩短日期范围或改用更粗的粒度`;
  }
  return null;
};

/** The first coarser granularity under which the range fits (offered as a one-click way out), if any. */
export const coarserFit = (choice: RangeChoice): Granularity | undefined =>
  GRANULARITIES.slice(GRANULARITIES.indexOf(choice.granularity) + 1).find(
    (granularity) => rangeProblem({ ...choice, granularity }) === null,
  );
