import type { FeedStatus } from '@rrsp/contract';

/** none: no system has ever reported it; stale: its last report is older than the platform waits. */
export type FeedState = 'none' | 'fresh' | 'stale';

/**
 * Decided in the browser at the moment it is shown, not by the server: the figures are prepared once and kept
 * (decision 015), and a feed goes stale by the clock alone, without any change the server would hear of.
 */
export const feedStateOf = (feed: FeedStatus, staleHours: number, now: number = Date.now()): FeedState => {
  if (!feed.updatedAt) return 'none';
  const reported = Date.parse(feed.updatedAt);
  if (Number.isNaN(reported)) return 'none';
  return now - reported > staleHours * 3_600_000 ? 'stale' : 'fresh';
};
