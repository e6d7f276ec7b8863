/**
 * The limits on sending codes, written once (docs/decisions/006 is the same table in prose). Every code the platform
 * sends — sign-in, registration, password reset, appeal, account changes — passes all of them, in this order, each
 * decided and counted in one atomic step before any code is made.
 */
export const SEND_RULES = {
  /** Per address (the client's IP): sends per hour (CODE_SENDS_PER_ADDRESS_PER_HOUR overrides). */
  perAddress: { limit: 30, windowSeconds: 3600, message: '发送验证码过于频繁' },
  /** Per address: sends per hour without a captcha; more ask for one (CAPTCHA_FREE_CODE_SENDS_PER_HOUR overrides). */
  captchaAfter: { limit: 5, windowSeconds: 3600 },
  /** Per purpose and target (mobile or e-mail address): one code per minute. */
  cooldown: { seconds: 60 },
  /** Per target, whatever the purpose: codes per 24 hours (a sliding window). */
  dailyCap: { limit: 10, windowSeconds: 86_400, message: '今日验证码发送次数已达上限，请明天再试' },
} as const;

/** A code itself: 6 digits, 10 minutes, 5 tries. */
export const CODE_POLICY = {
  digits: 6,
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  cooldownSeconds: SEND_RULES.cooldown.seconds,
} as const;
