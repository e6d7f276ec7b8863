/** Number and date formatting shared by the public pages (figures, rankings, meta lines). */

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A whole count with thousands separators: 12345 → 12,345. Negative or broken input shows as 0. */
export const formatCount = (value: number): string =>
  grouped.format(Number.isFinite(value) && value > 0 ? Math.round(value) : 0);

export interface Figure {
  value: string;
  /** 万 or 亿 when the number was shortened, else empty. */
  unit: string;
}

const trimZeros = (text: string) => text.replace(/\.?0+$/, '');

/**
 * A headline figure that fits a counter: exact below 100 000 (with separators), then in 万 (ten thousands) and
 * 亿 (hundred millions) with at most two decimals, as Chinese statistics bulletins write them.
 */
export const formatFigure = (value: number): Figure => {
  const n = Number.isFinite(value) && value > 0 ? value : 0;
  if (n >= 1e8) return { value: trimZeros((n / 1e8).toFixed(2)), unit: '亿' };
  if (n >= 1e5) return { value: trimZeros((n / 1e4).toFixed(2)), unit: '万' };
  return { value: formatCount(n), unit: '' };
};

/** Sales in yuan: 万元 from ten thousand up (two decimals), else 元 with two decimals. */
export const formatYuan = (value: number): string => {
  const n = Number.isFinite(value) && value > 0 ? value : 0;
  if (n >= 1e8) return `${(n / 1e8).toFixed(2)} 亿元`;
  if (n >= 1e4) return `${(n / 1e4).toFixed(2)} 万元`;
  return `${n.toFixed(2)} 元`;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar date (YYYY-MM-DD) of a server timestamp, in China Standard Time (UTC+8, no daylight saving), so a
 * visitor abroad sees the same publication date as everyone in Guizhou. Empty for an unreadable value.
 */
export const formatDate = (value: string): string => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const china = new Date(time + 8 * 3_600_000);
  return `${china.getUTCFullYear()}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())}`;
};

/** Date and minute of a server timestamp in China time (YYYY-MM-DD HH:mm). */
export const formatDateTime = (value: string): string => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const china = new Date(time + 8 * 3_600_000);
  return `${formatDate(value)} ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
};

/**
 * A recent moment as people say it, in China time: 11月27日 14:30, with the year (2025年11月27日 14:30) when it is not
 * this year's. Empty for an unreadable value.
 */
export const formatMoment = (value: string, now: number = Date.now()): string => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const china = new Date(time + 8 * 3_600_000);
  const thisYear = new Date(now + 8 * 3_600_000).getUTCFullYear();
  const year = china.getUTCFullYear() === thisYear ? '' : `${china.getUTCFullYear()}年`;
  return `${year}${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
};

/** Day of month and year-month of a server timestamp (China time), for the dated news list. */
export const dateParts = (value: string): { day: string; month: string } => {
  const date = formatDate(value);
  return { day: date.slice(8, 10), month: date.slice(0, 7) };
};

/** The easing of the count-up: fast start, gentle landing (cubic ease-out), t in [0, 1]. */
export const easeOutCubic = (t: number): number => {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
};
