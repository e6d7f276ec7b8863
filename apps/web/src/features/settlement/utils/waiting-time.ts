/**
 * How long an application has waited for a reviewer, as people say it: 「2 小时 15 分」, 「3 天 4 小时」, 「15 分钟」.
 * Whole units only, rounded down: a wait is never shown longer than it is.
 */
export const formatWaiting = (seconds: number): string => {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  if (minutes < 1) return '不到 1 分钟';
  const hours = Math.floor(minutes / 60);
  if (hours < 1) return `${minutes} 分钟`;
  const days = Math.floor(hours / 24);
  if (days < 1) {
    const rest = minutes % 60;
    return rest > 0 ? `${hours} 小时 ${rest} 分` : `${hours} 小时`;
  }
  const rest = hours % 24;
  return rest > 0 ? `${days} 天 ${rest} 小时` : `${days} 天`;
};

/** The server's count at fetch time, plus what has passed since (a page left open keeps counting). */
export const waitingSecondsNow = (atFetch: number, fetchedAt: number, now: number): number =>
  atFetch + Math.max(0, Math.floor((now - fetchedAt) / 1000));

/** The clause a status sentence ends with: 「，已等待 2 小时 15 分」; nothing in the first minute or when unknown. */
export const waitingClause = (seconds: number | null): string =>
  seconds !== null && Number.isFinite(seconds) && seconds >= 60 ? `，已等待 ${formatWaiting(seconds)}` : '';
