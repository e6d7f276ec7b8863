import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../database/client.ts';
import { AppError, tooManyRequests } from '../http/errors.ts';
import { CODE_POLICY, SEND_RULES } from './send-rules.ts';
import { type CodePurpose, verificationCodes } from './tables.ts';

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest();

export const codeInvalid = () =>
  new AppError('CODE_INVALID', '验证码不正确或已失效，请重新获取', {
    fields: [{ field: 'code', message: '验证码不正确或已失效' }],
  });

export const createCodeStore = (db: Database) => ({
  /**
   * Makes a code for a purpose and target inside the caller's transaction. A transaction-scoped advisory lock on the
   * target serialises every send to it, so the cooldown and the daily cap read and write as one step even when many
   * requests arrive together. Callers create a code even when nobody stands behind the target (and do not deliver
   * it), so neither timing nor limits tell whether an account exists.
   */
  async issue(tx: Transaction, purpose: CodePurpose, target: string): Promise<string> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${target}`}, 0))`);
    const [latest] = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const now = Date.now();
    if (latest) {
      const wait = Math.ceil((latest.createdAt.getTime() + SEND_RULES.cooldown.seconds * 1000 - now) / 1000);
      if (wait > 0) throw tooManyRequests(`验证码发送过于频繁，请 ${wait} 秒后再试`, wait);
    }
    const [today] = await tx
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          gt(verificationCodes.createdAt, new Date(now - SEND_RULES.dailyCap.windowSeconds * 1000)),
        ),
      );
    if ((today?.n ?? 0) >= SEND_RULES.dailyCap.limit)
      throw tooManyRequests(SEND_RULES.dailyCap.message, 3600);
    const code = String(randomInt(0, 10 ** CODE_POLICY.digits)).padStart(CODE_POLICY.digits, '0');
    await tx.insert(verificationCodes).values({
      purpose,
      target,
      codeHash: hashCode(purpose, target, code).toString('hex'),
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_POLICY.ttlSeconds * 1000),
    });
    return code;
  },

  /**
   * Checks a typed code against the newest live code of that purpose and target, and answers the code's id to
   * consume. The try is counted before the code is compared, in one conditional update of its own (committed
   * whatever the caller's transaction does next), so parallel guesses share the five tries instead of each seeing
   * "0 so far", and a request that fails later cannot give a try back.
   */
  async check(purpose: CodePurpose, target: string, code: string): Promise<string> {
    const newest = db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, purpose),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.consumedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const [row] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, sql`(${newest})`),
          lt(verificationCodes.attempts, CODE_POLICY.maxAttempts),
        ),
      )
      .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
    if (!row) throw codeInvalid();
    if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(purpose, target, code)))
      throw codeInvalid();
    return row.id;
  },

  /**
   * Uses a checked code up, in the transaction of the change it allows: if that change fails, the code stays usable
   * for the next try. A code used by a concurrent request a moment ago is refused.
   */
  async consume(executor: Executor, codeId: string): Promise<void> {
    const [consumed] = await executor
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!consumed) throw codeInvalid();
  },

  async purgeExpired(): Promise<void> {
    // kept a day past expiry: the daily cap counts them
    await db
      .delete(verificationCodes)
      .where(
        lt(verificationCodes.expiresAt, new Date(Date.now() - SEND_RULES.dailyCap.windowSeconds * 1000)),
      );
  },
});

export type CodeStore = ReturnType<typeof createCodeStore>;
