import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import { badRequest, tooManyRequests } from '../../platform/http/errors.ts';
import { type CodePurpose, verificationCodes } from './tables.ts';

/** Chosen limits; docs/decisions/006 says why. */
export const CODE_POLICY = {
  ttlSeconds: 10 * 60,
  cooldownSeconds: 60,
  dailyCapPerTarget: 10,
  maxAttempts: 5,
} as const;

const hashCode = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}:${target}:${code}`).digest();

export const createCodeService = (db: Database) => ({
  /**
   * Creates a code for a purpose and target, enforcing the cooldown and the daily cap. Callers create one even when
   * no account stands behind the target (and simply do not deliver it), so timing and limits reveal nothing.
   */
  async issue(purpose: CodePurpose, target: string): Promise<string> {
    const now = Date.now();
    const [latest] = await db
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (latest) {
      const wait = Math.ceil((latest.createdAt.getTime() + CODE_POLICY.cooldownSeconds * 1000 - now) / 1000);
      if (wait > 0) throw tooManyRequests(`验证码发送过于频繁，请 ${wait} 秒后再试`, wait);
    }
    const [today] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.target, target),
          gt(verificationCodes.createdAt, new Date(now - 86_400_000)),
        ),
      );
    if ((today?.n ?? 0) >= CODE_POLICY.dailyCapPerTarget) {
      throw tooManyRequests('今日验证码发送次数已达上限，请明天再试', 3600);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.insert(verificationCodes).values({
      purpose,
      target,
      codeHash: hashCode(purpose, target, code).toString('hex'),
      expiresAt: new Date(now + CODE_POLICY.ttlSeconds * 1000),
    });
    return code;
  },

  /** Consumes the newest live code of that purpose and target when it matches; each wrong try counts. */
  async verify(purpose: CodePurpose, target: string, code: string): Promise<void> {
    const wrong = () =>
      badRequest('验证码不正确或已失效，请重新获取', [{ field: 'code', message: '验证码不正确或已失效' }]);
    const [row] = await db
      .select()
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
    if (!row || row.attempts >= CODE_POLICY.maxAttempts) throw wrong();
    const matches = timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(purpose, target, code));
    if (!matches) {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      throw wrong();
    }
    const [consumed] = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!consumed) throw wrong(); // used by a concurrent request a moment ago
  },
});

export type CodeService = ReturnType<typeof createCodeService>;
