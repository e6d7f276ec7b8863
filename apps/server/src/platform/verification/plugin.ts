import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CaptchaService, createCaptchaService } from './captcha.ts';
import { type CodeSender, createCodeSender } from './code-sender.ts';
import { createCodeStore } from './codes.ts';

export interface Verification {
  captcha: CaptchaService;
  codes: CodeSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    verification: Verification;
  }
}

export const PURGE_VERIFICATION_JOB = 'verification:purge';

/** Image captchas and SMS/e-mail codes; `platformName` signs every message (the portal module knows it). */
export const verificationPlugin = fp(
  async (app: FastifyInstance, options: { platformName: () => Promise<string> }) => {
    const captcha = createCaptchaService(app.db);
    const store = createCodeStore(app.db);
    const codes = createCodeSender({
      db: app.db,
      captcha,
      codes: store,
      limiter: app.rateLimiter,
      notifier: app.notifier,
      platformName: options.platformName,
      captchaFreeSendsPerHour: app.config.captcha.freeCodeSendsPerHour,
      sendsPerAddressPerHour: app.config.codeSendsPerAddressPerHour,
    });
    app.decorate('verification', { captcha, codes });
    app.jobs.define(PURGE_VERIFICATION_JOB, async () => {
      await captcha.purgeExpired();
      await store.purgeExpired();
    });
    app.jobs.schedule('22 * * * *', PURGE_VERIFICATION_JOB);
  },
  { name: 'verification', dependencies: ['context', 'jobs', 'rate-limit', 'notifier'] },
);
