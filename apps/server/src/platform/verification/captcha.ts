import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../database/client.ts';
import { AppError } from '../http/errors.ts';
import { captchas } from './tables.ts';

export const CAPTCHA_TTL_SECONDS = 300;

/** What a form sends when it shows the image captcha. */
export interface CaptchaAnswer {
  captchaId?: string | undefined;
  captchaCode?: string | undefined;
}

const hashAnswer = (answer: string) => createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export const captchaRequired = () =>
  new AppError('CAPTCHA_REQUIRED', '请输入图形验证码', {
    fields: [{ field: 'captchaCode', message: '请输入图形验证码' }],
    captchaRequired: true,
  });

export const createCaptchaService = (db: Database) => ({
  async issue() {
    // letters that look alike in the image (0/o, 1/l/i) are left out so a person can always read it
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 3,
      ignoreChars: '0oO1ilIL',
      color: true,
      background: '#f3f7f4',
      width: 120,
      height: 40,
    });
    const [row] = await db
      .insert(captchas)
      .values({ answerHash: hashAnswer(text), expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) })
      .returning({ id: captchas.id });
    if (!row) throw new Error('captcha insert returned nothing');
    return {
      captchaId: row.id,
      image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
      expiresInSeconds: CAPTCHA_TTL_SECONDS,
    };
  },

  /** Uses the captcha up whether or not the answer is right (one atomic update), so one image allows one guess. */
  async verify({ captchaId, captchaCode }: CaptchaAnswer): Promise<void> {
    if (!captchaId || !captchaCode) throw captchaRequired();
    const [row] = await db
      .update(captchas)
      .set({ usedAt: new Date() })
      .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
      .returning({ answerHash: captchas.answerHash });
    if (!row || row.answerHash !== hashAnswer(captchaCode)) {
      throw new AppError('CAPTCHA_INVALID', '图形验证码不正确或已失效，请刷新后重新输入', {
        fields: [{ field: 'captchaCode', message: '图形验证码不正确或已失效' }],
        captchaRequired: true,
      });
    }
  },

  async purgeExpired() {
    await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  },
});

export type CaptchaService = ReturnType<typeof createCaptchaService>;
