import { eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { signInThrottle } from './tables.ts';

/** Free tries before waits begin, the first wait, and the ceiling (docs/decisions/006). */
export const THROTTLE_POLICY = {
  freeFailures: 3,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  captchaAfter: 3,
} as const;

export const waitAfter = (failures: number): number =>
  failures < THROTTLE_POLICY.freeFailures
    ? 0
    : Math.min(
        THROTTLE_POLICY.firstWaitSeconds * 2 ** (failures - THROTTLE_POLICY.freeFailures),
        THROTTLE_POLICY.maxWaitSeconds,
      );

/**
 * Growing waits after failed sign-ins, never a permanent lock: a stranger typing wrong passwords can slow an account
 * down for at most a quarter of an hour at a time, and the owner can always sign in by SMS code or reset.
 */
export const createThrottleService = (db: Database) => ({
  async assertAllowed(subject: string): Promise<void> {
    const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.subject, subject)).limit(1);
    const wait = row?.nextAllowedAt ? Math.ceil((row.nextAllowedAt.getTime() - Date.now()) / 1000) : 0;
    if (wait > 0) throw tooManyRequests(`登录失败次数较多，请 ${wait} 秒后再试，或使用短信验证码登录`, wait);
  },

  async failures(subject: string): Promise<number> {
    const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.subject, subject)).limit(1);
    return row?.failures ?? 0;
  },

  async recordFailure(subject: string): Promise<number> {
    const [row] = await db
      .insert(signInThrottle)
      .values({ subject, failures: 1, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: signInThrottle.subject,
        set: {
          // a quiet day forgives old failures, so the count measures an attack, not a year of typos
          failures: sql`case when ${signInThrottle.updatedAt} < now() - interval '24 hours' then 1 else ${signInThrottle.failures} + 1 end`,
          updatedAt: new Date(),
        },
      })
      .returning({ failures: signInThrottle.failures });
    const failures = row?.failures ?? 1;
    const wait = waitAfter(failures);
    if (wait > 0) {
      await db
        .update(signInThrottle)
        .set({ nextAllowedAt: new Date(Date.now() + wait * 1000) })
        .where(eq(signInThrottle.subject, subject));
    }
    return wait;
  },

  async clear(subject: string, executor: Executor = db): Promise<void> {
    await executor.delete(signInThrottle).where(eq(signInThrottle.subject, subject));
  },

  /** A quiet day forgives old failures (recordFailure restarts the count), so those rows carry nothing. */
  async purgeStale(): Promise<void> {
    await db.delete(signInThrottle).where(lt(signInThrottle.updatedAt, new Date(Date.now() - 86_400_000)));
  },
});

export type ThrottleService = ReturnType<typeof createThrottleService>;
