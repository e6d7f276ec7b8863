import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { tooManyRequests } from '../../platform/http/errors.ts';
import { captchaRequired } from '../../platform/verification/captcha.ts';
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

// past the ceiling anyway; keeps power() from overflowing after thousands of failures
const MAX_DOUBLINGS = 10;

/** The wait after `failures` failures, in SQL, so the claim below decides it in the same statement. */
const waitSql = (
  failures: ReturnType<typeof sql>,
) => sql`case when ${failures} < ${THROTTLE_POLICY.freeFailures}
  then null
  else now() + make_interval(secs => least(${THROTTLE_POLICY.firstWaitSeconds} * power(2, least(${failures} - ${THROTTLE_POLICY.freeFailures}, ${MAX_DOUBLINGS})), ${THROTTLE_POLICY.maxWaitSeconds}))
end`;

export interface ClaimedAttempt {
  /** Failures including this attempt, which counts as one until the password proves right. */
  failures: number;
}

/**
 * Growing waits after failed sign-ins, never a permanent lock: a stranger typing wrong passwords can slow an account
 * down for at most a quarter of an hour at a time, and the owner can always sign in by SMS code or reset.
 *
 * Each attempt is claimed before the password is hashed, in one conditional upsert: it counts as a failure (and
 * starts the wait the failure would bring) until the password proves right and `clear` forgives it. So a burst of
 * parallel guesses gets exactly the free tries, and the rest wait without costing a hash.
 */
export const createThrottleService = (db: Database) => ({
  /**
   * Claims one attempt for a subject (an account, or a typed name no account has). Refused with a 429 while a wait
   * runs, and with CAPTCHA_REQUIRED once the subject has failed `captchaAfter` times and no captcha was solved.
   */
  async claim(subject: string, captchaSolved: boolean): Promise<ClaimedAttempt> {
    // a quiet day forgives old failures, so the count measures an attack, not a year of typos
    const next = sql`case when ${signInThrottle.updatedAt} < now() - interval '24 hours' then 1 else ${signInThrottle.failures} + 1 end`;
    const [claimed] = await db
      .insert(signInThrottle)
      .values({ subject, failures: 1, nextAllowedAt: null, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: signInThrottle.subject,
        set: { failures: next, nextAllowedAt: waitSql(next), updatedAt: sql`now()` },
        setWhere: sql`(${signInThrottle.nextAllowedAt} is null or ${signInThrottle.nextAllowedAt} <= now())
          and (${signInThrottle.failures} < ${THROTTLE_POLICY.captchaAfter} or ${captchaSolved}
               or ${signInThrottle.updatedAt} < now() - interval '24 hours')`,
      })
      .returning({ failures: signInThrottle.failures });
    if (claimed) return claimed;
    // the wait by the database's clock, the one that set it
    const [row] = await db
      .select({
        wait: sql<number>`coalesce(ceil(extract(epoch from ${signInThrottle.nextAllowedAt} - now())), 0)`.mapWith(
          Number,
        ),
      })
      .from(signInThrottle)
      .where(eq(signInThrottle.subject, subject))
      .limit(1);
    const wait = row?.wait ?? 0;
    if (wait > 0) throw tooManyRequests(`登录失败次数较多，请 ${wait} 秒后再试，或使用短信验证码登录`, wait);
    throw captchaRequired();
  },

  async clear(subject: string, executor: Executor = db): Promise<void> {
    await executor.delete(signInThrottle).where(eq(signInThrottle.subject, subject));
  },

  /** A quiet day forgives old failures (the claim restarts the count), so those rows carry nothing. */
  async purgeStale(): Promise<void> {
    await db.delete(signInThrottle).where(sql`${signInThrottle.updatedAt} < now() - interval '24 hours'`);
  },
});

export type ThrottleService = ReturnType<typeof createThrottleService>;
