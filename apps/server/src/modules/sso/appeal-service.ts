import { createHash, randomInt } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import type { EventLog } from '../../platform/events/events.ts';
import type { FileService } from '../../platform/files/file-service.ts';
import { badRequest, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import type { QueueAlerts } from '../../platform/messaging/queue-alerts.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { CaptchaAnswer, CaptchaService } from '../../platform/verification/captcha.ts';
import { CODE_SENT_TO_YOU, type CodeSender } from '../../platform/verification/code-sender.ts';
import type { CallerContext, SignInService } from './sign-in-service.ts';
import { appealApplications, casServices } from './tables.ts';

export interface AppealDeps {
  db: Database;
  users: UserRepository;
  captcha: CaptchaService;
  codes: CodeSender;
  files: FileService;
  limiter: RateLimiter;
  signIn: Pick<SignInService, 'captchaRequiredFor'>;
  events: EventLog;
  queueAlerts: QueueAlerts;
}

export interface AppealApplication {
  username: string;
  realName: string;
  idNumber: string;
  contactMobile: string;
  code: string;
  usedApps: string[];
  photoIds: string[];
  reason: string;
}

export const APPEAL_SUBMITTED = 'appeal.submitted';

export const APPEAL_LOOKUP_ANSWER =
  '请继续填写申诉材料。平台将核实您提交的身份信息，审核结果以短信通知到您填写的联系手机号。';

/**
 * Appeals in 24 hours (docs/decisions/006). The contact mobile is proven by its code, so the counts that matter are
 * per proven mobile: one appeal per name and mobile, a few per mobile. The cap per name counts only appeals still
 * standing, and is high enough that a stranger needs many mobiles to use it up; per address it stops a flood.
 */
export const APPEAL_LIMITS = {
  perUsernameAndMobilePerDay: 1,
  perMobilePerDay: 3,
  perUsernamePerDay: 10,
  perAddressPerDay: 5,
} as const;

/** Credentials changed this recently before an appeal may be a hijacker's doing: their sign-in cannot end it. */
export const APPEAL_HOLD_AFTER_CREDENTIAL_CHANGE_DAYS = 30;

const maskName = (name: string) =>
  name.length <= 2 ? `${name[0]}*` : `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 2))}`;

/** Decoy answers for "which of these apps have you used?": a stranger cannot tell the real ones apart. */
export const DECOY_APPS = [
  { code: 'gov-affairs', name: '贵州政务服务网' },
  { code: 'farm-insurance', name: '农业保险服务平台' },
  { code: 'rural-credit', name: '农村信用服务平台' },
  { code: 'agri-training', name: '新型农民培训平台' },
];

const refuseOverLimit = (today: { pair: number; mobile: number; name: number }) => {
  if (today.pair >= APPEAL_LIMITS.perUsernameAndMobilePerDay) {
    throw tooManyRequests('您今天已用该联系手机号为此账号提交过申诉，请凭申诉编号查询进度', 3600);
  }
  if (today.mobile >= APPEAL_LIMITS.perMobilePerDay) {
    throw tooManyRequests('该联系手机号今日提交的申诉已达上限，请明天再试', 3600);
  }
  if (today.name >= APPEAL_LIMITS.perUsernamePerDay) {
    throw tooManyRequests('该账号今日的申诉次数已达上限，请明天再试，或凭申诉编号查询已提交申诉的进度', 3600);
  }
};

const credentialsChangedRecently = (changedAt: Date | null, now: Date) =>
  changedAt !== null &&
  now.getTime() - changedAt.getTime() < APPEAL_HOLD_AFTER_CREDENTIAL_CHANGE_DAYS * 86_400_000;

/** Account appeal: for someone who can no longer reach the mobile of their account. */
export const createAppealService = (deps: AppealDeps) => {
  const { db, users, captcha, codes, files, limiter } = deps;

  // the pending check and the status query read appeals by name or number: one budget per address for both
  const hitAppealQuery = (caller: CallerContext) =>
    limiter.hit([
      { bucket: `appeal-query:ip:${caller.ip}`, limit: 30, windowSeconds: 3600, message: '查询过于频繁' },
    ]);

  return {
    async appealPending(username: string, caller: CallerContext) {
      await hitAppealQuery(caller);
      const [row] = await db
        .select({ id: appealApplications.id })
        .from(appealApplications)
        .where(
          and(
            sql`lower(${appealApplications.username}) = lower(${username})`,
            eq(appealApplications.status, 'pending'),
          ),
        )
        .limit(1);
      return { applied: Boolean(row) };
    },

    async appealLookup(input: { username: string } & CaptchaAnswer, caller: CallerContext) {
      await limiter.hit([
        { bucket: `appeal-lookup:ip:${caller.ip}`, limit: 10, windowSeconds: 3600, message: '查询过于频繁' },
      ]);
      if (await deps.signIn.captchaRequiredFor(caller)) await captcha.verify(input);
      return { message: APPEAL_LOOKUP_ANSWER };
    },

    async appealApps() {
      const services = await db.select({ code: casServices.id, name: casServices.name }).from(casServices);
      const options = [...services, ...DECOY_APPS];
      for (let i = options.length - 1; i > 0; i -= 1) {
        const j = randomInt(0, i + 1);
        [options[i], options[j]] = [
          options[j] as (typeof options)[number],
          options[i] as (typeof options)[number],
        ];
      }
      return options.slice(0, 6);
    },

    hitPhotoUploads: (caller: CallerContext) =>
      limiter.hit([
        { bucket: `appeal-upload:ip:${caller.ip}`, limit: 20, windowSeconds: 3600, message: '上传过于频繁' },
      ]),

    async storeAppealPhoto(file: { filename: string; bytes: Buffer }) {
      const stored = await files.store({
        kind: 'id-photo',
        bytes: file.bytes,
        originalName: file.filename,
        ownerUserId: null,
      });
      return { fileId: stored.fileId, name: stored.name, size: stored.size };
    },

    async sendAppealCode(input: { mobile: string } & CaptchaAnswer, caller: CallerContext) {
      return codes.issueAndSend('appeal', input.mobile, {
        caller,
        captcha: input,
        deliver: 'code',
        message: CODE_SENT_TO_YOU,
      });
    },

    /**
     * The code used up, the application, its photos attached and the event that confirms it by SMS: one transaction,
     * serialised per username so that the daily count and the insert are one step. Another pending appeal for the
     * same name never blocks this one: the reviewer sees them all, and the owner's sign-in cancels them.
     */
    async saveAppeal(input: AppealApplication, caller: CallerContext) {
      await limiter.hit([
        {
          bucket: `appeal-save:ip:${caller.ip}`,
          limit: APPEAL_LIMITS.perAddressPerDay,
          windowSeconds: 86_400,
          message: '今日提交的申诉过多',
        },
      ]);
      const codeId = await codes.check('appeal', input.contactMobile, input.code);
      const user = await users.byUsername(input.username);
      const now = new Date();
      const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
      const applyNo = `SS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      const photoIds = [...new Set(input.photoIds)];
      await db.transaction(async (tx) => {
        // serialised per name, then per mobile (always in that order), so each count and the insert are one step
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`appeal:${input.username.toLowerCase()}`}, 0))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`appeal-mobile:${input.contactMobile}`}, 0))`,
        );
        const sameName = sql`lower(${appealApplications.username}) = lower(${input.username})`;
        const sameMobile = sql`${appealApplications.contactMobile} = ${input.contactMobile}`;
        const [today] = await tx
          .select({
            pair: sql<number>`count(*) filter (where ${sameName} and ${sameMobile})`.mapWith(Number),
            mobile: sql<number>`count(*) filter (where ${sameMobile})`.mapWith(Number),
            name: sql<number>`count(*) filter (where ${sameName} and ${appealApplications.status} <> 'cancelled')`.mapWith(
              Number,
            ),
          })
          .from(appealApplications)
          .where(
            and(sql`${appealApplications.createdAt} > now() - interval '24 hours'`, or(sameName, sameMobile)),
          );
        refuseOverLimit(today ?? { pair: 0, mobile: 0, name: 0 });
        await codes.consume(tx, codeId);
        const [application] = await tx
          .insert(appealApplications)
          .values({
            applyNo,
            username: input.username,
            userId: user?.id ?? null,
            realName: input.realName,
            idNumberMasked: `${input.idNumber.slice(0, 3)}***********${input.idNumber.slice(-4)}`,
            idNumberHash: createHash('sha256').update(input.idNumber).digest('hex'),
            contactMobile: input.contactMobile,
            usedApps: input.usedApps,
            reason: input.reason,
            ownerMayCancel: !credentialsChangedRecently(user?.credentialsChangedAt ?? null, now),
            createdAt: now,
          })
          .returning({ id: appealApplications.id });
        if (!application) throw new Error('appeal insert returned nothing');
        const attached = await files.attach(photoIds, 'id-photo', `appeal:${application.id}`, tx);
        if (attached !== photoIds.length) {
          throw badRequest('照片已失效，请重新上传', [{ field: 'photoIds', message: '照片已失效' }]);
        }
        await deps.events.record(tx, {
          type: APPEAL_SUBMITTED,
          payload: {
            applicationId: application.id,
            applyNo,
            contactMobile: input.contactMobile,
            username: input.username,
          },
        });
        await deps.queueAlerts.alert(tx, 'appeals');
      });
      return { applyNo, submittedAt: now.toISOString() };
    },

    async appealStatus(input: { applyNo: string }, caller: CallerContext) {
      await hitAppealQuery(caller);
      const [row] = await db
        .select()
        .from(appealApplications)
        .where(eq(appealApplications.applyNo, input.applyNo))
        .limit(1);
      if (!row) throw notFound('未找到该申诉编号，请核对后重新输入');
      return {
        applyNo: row.applyNo,
        status: row.status,
        maskedUsername: maskName(row.username),
        submittedAt: row.createdAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        reviewRemark: row.reviewRemark,
      };
    },
  };
};

export type AppealService = ReturnType<typeof createAppealService>;
