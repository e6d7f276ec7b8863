/**
 * How long an item (a settlement application, a product or service sent to audit) has waited for an operator, as
 * the queues and the reviews show it. Pure, so the wording and the thresholds are tested without a screen.
 */

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 不足 1 分钟, 12 分钟, 5 小时 20 分钟, 3 天 4 小时; a dash when nobody is waiting (decided applications). */
export const formatWaiting = (seconds: number | null | undefined): string => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds < MINUTE) return '不足 1 分钟';
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} 天 ${hours} 小时` : `${days} 天`;
  if (hours > 0) return minutes > 0 ? `${hours} 小时 ${minutes} 分钟` : `${hours} 小时`;
  return `${minutes} 分钟`;
};

/**
 * How urgent a wait is: over the queue's overdue threshold (three days for settlement applications, as its
 * `overdue` count says; each queue passes its own) is overdue, over a day is long.
 */
export type WaitingLevel = 'none' | 'normal' | 'long' | 'overdue';

export const OVERDUE_SECONDS = 3 * DAY;
export const LONG_SECONDS = DAY;

export const waitingLevelOf = (
  seconds: number | null | undefined,
  overdueSeconds: number = OVERDUE_SECONDS,
): WaitingLevel => {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return 'none';
  if (seconds > overdueSeconds) return 'overdue';
  if (seconds > LONG_SECONDS) return 'long';
  return 'normal';
};

/** 3 天, 2 天, 36 小时: a threshold as the hint beside a wait says it. */
export const thresholdText = (seconds: number): string =>
  seconds % DAY === 0 ? `${seconds / DAY} 天` : `${Math.round(seconds / HOUR)} 小时`;

/** The choices of a queue's waiting-time filter: at least so many hours, in whole days (超过 3 天). */
export const waitingOptionsOf = <H extends number>(hours: readonly H[]): { hours: H; label: string }[] =>
  hours.map((value) => ({ hours: value, label: `超过 ${value / (DAY / HOUR)} 天` }));
