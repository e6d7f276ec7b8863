import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { EventJobPayload } from '../../platform/events/events.ts';
import { registerUploads } from '../../platform/files/uploads.ts';
import { createAccountDirectory } from '../../platform/identity/account-directory.ts';
import {
  accountName,
  platformNumber,
  platformSetting,
  platformText,
} from '../../platform/notifier/platform-text.ts';
import { createPlatformConfigRepository } from '../../platform/platform-config/platform-config-repository.ts';
import { createAppealCancellation } from './appeal-cancellation.ts';
import { createAppealReviewRepository } from './appeal-review-repository.ts';
import { appealReviewRoutes } from './appeal-review-routes.ts';
import { createAppealReviewService } from './appeal-review-service.ts';
import { createAppealService } from './appeal-service.ts';
import { casRoutes } from './cas-routes.ts';
import { APPEAL_RECEIVED_JOB, SSO_PURGE_JOB } from './jobs.ts';
import { createResetService } from './reset-service.ts';
import { ssoRoutes } from './routes.ts';
import { createSignInService } from './sign-in-service.ts';
import { createThrottleService } from './throttle-service.ts';
import { createTicketService } from './ticket-service.ts';

const AppealSubmittedSchema = z.object({
  applyNo: z.string(),
  contactMobile: z.string(),
  // absent on events recorded before the owner was told of appeals
  username: z.string().optional(),
});

/** The single sign-on module (`/sso`): accounts, sign-in and sign-up, password reset, appeal, CAS tickets. */
export const ssoModule = fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    const tickets = createTicketService(db);
    const throttle = createThrottleService(db);
    const common = {
      db,
      users: app.identity.users,
      captcha: app.verification.captcha,
      codes: app.verification.codes,
      limiter: app.rateLimiter,
      events: app.events,
    };
    const platform = createPlatformConfigRepository(db);
    const platformName = () => platform.platformName();
    const signIn = createSignInService({
      ...common,
      throttle,
      tickets,
      cancelAppealsOf: createAppealCancellation({ db, notifier: app.notifier, platformName }),
      freeSignInFailuresPerIp: app.config.captcha.freeSignInFailuresPerIp,
    });
    const reset = createResetService({ ...common, sessions: app.identity.sessions, signIn });
    const appeal = createAppealService({ ...common, files: app.files, signIn, queueAlerts: app.queueAlerts });
    // 申诉审核: the account managers decide the appeals nobody's sign-in ends (decision 006)
    const review = createAppealReviewService({
      db,
      appeals: createAppealReviewRepository(db),
      directory: createAccountDirectory(db),
      users: app.identity.users,
      sessions: app.identity.sessions,
      audit: app.auditTrail,
      files: app.files,
      notifier: app.notifier,
      messenger: app.messenger,
      events: app.events,
      platformName,
    });

    await registerUploads(app);
    await app.register(ssoRoutes, { signIn, reset, appeal });
    await app.register(casRoutes, { tickets });
    await app.register(appealReviewRoutes, { review });

    app.jobs.define(SSO_PURGE_JOB, async () => {
      await tickets.purgeExpired();
      await reset.purgeExpired();
      await throttle.purgeStale();
    });
    app.jobs.schedule('27 * * * *', SSO_PURGE_JOB);

    app.jobs.define<EventJobPayload>(APPEAL_RECEIVED_JOB, async ({ eventId }) => {
      const event = await app.events.load(eventId, AppealSubmittedSchema);
      if (!event) return;
      const name = platformSetting(await platformName());
      const applyNo = platformNumber(event.payload.applyNo);
      await app.notifier.sendSms(
        {
          mobile: event.payload.contactMobile,
          text: platformText`【${name}】您的账号申诉已提交，申诉编号 ${applyNo}。平台将在 3 个工作日内审核，结果以短信通知；也可在“申诉进度查询”中凭编号查看。`,
          purpose: 'appeal-received',
        },
        { dedupeKey: `${APPEAL_RECEIVED_JOB}:${eventId}` },
      );
      // the owner hears of an appeal only once one is filed, by someone who proved a mobile of their own
      const owner = event.payload.username
        ? await app.identity.users.byUsername(event.payload.username)
        : null;
      if (owner?.status !== 'active' || owner.mobile === event.payload.contactMobile) return;
      // a security notice: in the owner's message centre, and by SMS whatever the preferences say
      await app.messenger.send([
        {
          userId: owner.id,
          kind: 'security',
          title: '有人为您的账号提交了申诉',
          body: `有人为您的账号提交了账号申诉（编号 ${event.payload.applyNo}）。如非本人操作，请正常登录或找回密码并妥善保管验证码；审核人员会核实申诉人的身份。`,
          link: null,
          dedupeKey: `${APPEAL_RECEIVED_JOB}:owner:${eventId}`,
          sms: {
            text: (sign) =>
              platformText`【${sign}】有人为您的账号 ${accountName(owner.username)} 提交了账号申诉（编号 ${applyNo}）。如非本人操作，请正常登录或找回密码并妥善保管验证码；审核人员会核实申诉人的身份。`,
            purpose: 'security-notice',
          },
        },
      ]);
    });
  },
  {
    name: 'sso',
    encapsulate: true,
    dependencies: [
      'context',
      'identity',
      'auth',
      'jobs',
      'notifier',
      'messaging',
      'verification',
      'rate-limit',
      'files',
      'payload-keys',
      'audit-trail',
    ],
  },
);
