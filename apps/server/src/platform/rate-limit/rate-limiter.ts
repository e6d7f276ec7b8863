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

export const formatWait = (seconds: number): string =>
  seconds >= 3600
    ? `${Math.ceil(seconds / 3600)} 小时`
    : seconds >= 60
      ? `${Math.ceil(seconds / 60)} 分钟`
      : `${seconds} 秒`;

const windowOf = (windowSeconds: number, now: number) => {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), endsInSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
};

export interface RateClaim {
  undo(): Promise<void>;
}

/**
 * Limits kept in PostgreSQL so that every instance sees the same numbers. Each decision is one atomic statement that
 * counts and answers at once (an upsert with RETURNING), so parallel requests cannot all read "under the limit".
 */
export const createRateLimiter = (db: Database) => {
  /** Counts one hit and returns the window's count including it. */
  const count = async (bucket: string, windowSeconds: number, now = Date.now()): Promise<number> => {
    const [row] = await db
      .insert(rateCounters)
      .values({ bucket, windowStart: windowOf(windowSeconds, now).start, count: 1 })
      .onConflictDoUpdate({
        target: [rateCounters.bucket, rateCounters.windowStart],
        set: { count: sql`${rateCounters.count} + 1` },
      })
      .returning({ count: rateCounters.count });
    return row?.count ?? 1;
  };

  return {
    count,

    /**
     * Counts one hit only while the window holds fewer than `limit` (always when `limit` is null), in one conditional
     * upsert, and answers a claim that can be given back (`undo`) when the attempt turns out not to count — a right
     * password, say. `null` when the window is full.
     */
    async claim(bucket: string, windowSeconds: number, limit: number | null): Promise<RateClaim | null> {
      const windowStart = windowOf(windowSeconds, Date.now()).start;
      const [row] = await db
        .insert(rateCounters)
        .values({ bucket, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: [rateCounters.bucket, rateCounters.windowStart],
          set: { count: sql`${rateCounters.count} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${rateCounters.count} < ${limit}` }),
        })
        .returning({ count: rateCounters.count });
      if (!row || (limit !== null && row.count > limit)) return null;
      return {
        undo: async () => {
          await db
            .update(rateCounters)
            .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
            .where(sql`${rateCounters.bucket} = ${bucket} and ${rateCounters.windowStart} = ${windowStart}`);
        },
      };
    },

    /** Counts one hit in each rule's current window and throws a 429 naming the wait when a rule is over its limit. */
    async hit(rules: RateRule[]): Promise<void> {
      const now = Date.now();
      for (const rule of rules) {
        if ((await count(rule.bucket, rule.windowSeconds, now)) > rule.limit) {
          const wait = windowOf(rule.windowSeconds, now).endsInSeconds;
          throw tooManyRequests(`${rule.message}，请 ${formatWait(wait)}后再试`, wait);
        }
      }
    },

    /** How many hits a bucket has in its current window, without counting one. */
    async peek(bucket: string, windowSeconds: number): Promise<number> {
      const rows = await db
        .select({ count: rateCounters.count })
        .from(rateCounters)
        .where(
          sql`${rateCounters.bucket} = ${bucket} and ${rateCounters.windowStart} = ${windowOf(windowSeconds, Date.now()).start}`,
        );
      return rows[0]?.count ?? 0;
    },

    async purgeExpired(): Promise<void> {
      await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowStart, new Date(Date.now() - 2 * 86_400_000)));
    },
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
