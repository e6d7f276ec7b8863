import { lt, sql } from 'drizzle-orm';
import type { Database } from '../database/client.ts';
import { tooManyRequests } from '../http/errors.ts';
import { rateCounters } from './tables.ts';

export interface RateRule {
  /** What is limited, e.g. `sms:mobile:13900000000`. */
  bucket: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

const formatWait = (seconds: number): string =>
  seconds >= 3600
    ? `${Math.ceil(seconds / 3600)} 小时`
    : seconds >= 60
      ? `${Math.ceil(seconds / 60)} 分钟`
      : `${seconds} 秒`;

/**
 * Counts one hit in each rule's current window (one upsert per rule) and throws a 429 naming the wait when a
 * rule is over its limit. Counters live in PostgreSQL so that every instance sees the same numbers.
 */
export const createRateLimiter = (db: Database) => ({
  async hit(rules: RateRule[]): Promise<void> {
    const now = Date.now();
    for (const rule of rules) {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ bucket: rule.bucket, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateCounters.bucket, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + 1` },
        })
        .returning({ count: rateCounters.count });
      if ((row?.count ?? 0) > rule.limit) {
        const wait = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
        throw tooManyRequests(`${rule.message}，请 ${formatWait(wait)}后再试`, wait);
      }
    }
  },

  /** How many hits a bucket has in its current window, without counting one. */
  async peek(bucket: string, windowSeconds: number): Promise<number> {
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const rows = await db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(sql`${rateCounters.bucket} = ${bucket} and ${rateCounters.windowStart} = ${windowStart}`);
    return rows[0]?.count ?? 0;
  },

  async purgeOlderThan(hours: number): Promise<void> {
    await db
      .delete(rateCounters)
      .where(lt(rateCounters.windowStart, new Date(Date.now() - hours * 3_600_000)));
  },
});

export type RateLimiter = ReturnType<typeof createRateLimiter>;
