import { createHash, randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Database } from '../../platform/database/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { CaptchaService } from './captcha-service.ts';
import { CODE_POLICY, type CodeService } from './code-service.ts';
import { passwordProblem } from './password-policy.ts';
import type { CallerContext, MessageSender, SignInService } from './sign-in-service.ts';
import { appealApplications, appealFiles, casServices, resetFlows, users } from './tables.ts';
import type { ThrottleService } from './throttle-service.ts';

const RESET_FLOW_MINUTES = 30;
const SAME_ANSWER = '请继续下一步';

export interface RecoveryDeps {
  db: Database;
  captcha: CaptchaService;
  codes: CodeService;
  throttle: ThrottleService;
  limiter: RateLimiter;
  sender: MessageSender;
  signIn: SignInService;
  sessions: SessionStore;
  privateDir: string;
}

const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : null;
const maskName = (name: string) =>
  name.length <= 2 ? `${name[0]}*` : `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 2))}`;

/** Magic bytes decide what a photo is, never the name or the declared type. */
const imageKind = (bytes: Buffer): { mime: string; ext: string } | null => {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
};

export const createRecoveryService = (deps: RecoveryDeps) => {
  const { db, captcha, codes, throttle, limiter, sender, signIn, sessions } = deps;

  const liveFlow = async (flowId: string) => {
    const [flow] = await db
      .select()
      .from(resetFlows)
      .where(
        and(eq(resetFlows.id, flowId), isNull(resetFlows.completedAt), gt(resetFlows.expiresAt, new Date())),
      )
      .limit(1);
    if (!flow)
      throw badRequest('找回流程已失效，请重新开始', [{ field: 'flowId', message: '找回流程已失效' }]);
    return flow;
  };

  const appealPending = async (username: string) => {
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
  };

  return {
    /* ---- forgotten password ---- */

    async startReset(
      input: { account: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await limiter.hit([
        { bucket: `reset:ip:${caller.ip}`, limit: 20, windowSeconds: 3600, message: '找回密码操作过于频繁' },
      ]);
      if (await signIn.captchaRequiredFor(undefined, caller))
        await captcha.verify(input.captchaId, input.captchaCode);
      const user = await signIn.findByAccount(input.account);
      const [flow] = await db
        .insert(resetFlows)
        .values({ userId: user?.id ?? null, expiresAt: new Date(Date.now() + RESET_FLOW_MINUTES * 60_000) })
        .returning({ id: resetFlows.id });
      if (!flow) throw new Error('reset flow insert returned nothing');
      return { flowId: flow.id, message: '请填写该账号绑定的手机号' };
    },

    async checkResetMobile(input: { flowId: string; mobile: string }) {
      const flow = await liveFlow(input.flowId);
      let matched = false;
      if (flow.userId) {
        const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, flow.userId));
        matched = user?.mobile === input.mobile;
      }
      await db.update(resetFlows).set({ mobile: input.mobile, matched }).where(eq(resetFlows.id, flow.id));
      return { flowId: flow.id, message: SAME_ANSWER };
    },

    async sendResetCode(input: { flowId: string }, caller: CallerContext) {
      const flow = await liveFlow(input.flowId);
      if (!flow.mobile) throw badRequest('请先填写绑定的手机号');
      await limiter.hit([
        {
          bucket: `code-send:ip:${caller.ip}`,
          limit: 30,
          windowSeconds: 3600,
          message: '发送验证码过于频繁',
        },
      ]);
      const code = await codes.issue('reset-password', flow.mobile);
      if (flow.matched) {
        await sender.sendSms({
          mobile: flow.mobile,
          text: await signIn.smsText('reset-password', code),
          purpose: 'reset-password',
        });
      }
      return {
        message: `若账号与手机号匹配，验证码已发送（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`,
        cooldownSeconds: CODE_POLICY.cooldownSeconds,
      };
    },

    async resetPassword(input: { flowId: string; code: string; password: string }) {
      const flow = await liveFlow(input.flowId);
      if (!flow.mobile) throw badRequest('请先填写绑定的手机号');
      await codes.verify('reset-password', flow.mobile, input.code);
      // A code can only have reached a matched mobile, so this is defence in depth rather than a second oracle.
      if (!flow.matched || !flow.userId) throw badRequest('验证码不正确或已失效，请重新获取');
      const [user] = await db.select().from(users).where(eq(users.id, flow.userId));
      if (!user) throw badRequest('验证码不正确或已失效，请重新获取');
      const problem = passwordProblem(input.password, { username: user.username, mobile: user.mobile });
      if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await tx.update(resetFlows).set({ completedAt: new Date() }).where(eq(resetFlows.id, flow.id));
      });
      await sessions.endAllOf(user.id, 'password-changed');
      await throttle.clear(`user:${user.id}`);
      return { message: '密码已重置，请使用新密码登录' };
    },

    /* ---- account appeal ---- */

    async appealLookup(
      input: { username: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await limiter.hit([
        { bucket: `appeal-lookup:ip:${caller.ip}`, limit: 10, windowSeconds: 3600, message: '查询过于频繁' },
      ]);
      if (await signIn.captchaRequiredFor(undefined, caller))
        await captcha.verify(input.captchaId, input.captchaCode);
      const [user] = await db
        .select({ mobile: users.mobile })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`)
        .limit(1);
      return { found: Boolean(user), maskedMobile: maskMobile(user?.mobile ?? null) };
    },

    appealPending,

    async appealApps() {
      const services = await db.select({ code: casServices.id, name: casServices.name }).from(casServices);
      const decoys = [
        { code: 'gov-affairs', name: '贵州政务服务网' },
        { code: 'farm-insurance', name: '农业保险服务平台' },
        { code: 'rural-credit', name: '农村信用服务平台' },
        { code: 'agri-training', name: '新型农民培训平台' },
      ];
      const options = [...services, ...decoys];
      for (let i = options.length - 1; i > 0; i -= 1) {
        const j = randomInt(0, i + 1);
        [options[i], options[j]] = [
          options[j] as (typeof options)[number],
          options[i] as (typeof options)[number],
        ];
      }
      return options.slice(0, 6);
    },

    async storeAppealPhoto(file: { filename: string; bytes: Buffer }, caller: CallerContext) {
      await limiter.hit([
        { bucket: `appeal-upload:ip:${caller.ip}`, limit: 20, windowSeconds: 3600, message: '上传过于频繁' },
      ]);
      const kind = imageKind(file.bytes);
      if (!kind) throw badRequest('请上传 JPG、PNG 或 WebP 格式的照片');
      const dir = path.join(deps.privateDir, 'appeal');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const [row] = await db
        .insert(appealFiles)
        .values({
          storedName: 'pending',
          originalName: file.filename.slice(0, 120),
          mime: kind.mime,
          size: file.bytes.length,
        })
        .returning({ id: appealFiles.id });
      if (!row) throw new Error('appeal file insert returned nothing');
      const storedName = `${row.id}.${kind.ext}`;
      await writeFile(path.join(dir, storedName), file.bytes, { mode: 0o600 });
      await db.update(appealFiles).set({ storedName }).where(eq(appealFiles.id, row.id));
      return { fileId: row.id, name: file.filename.slice(0, 120), size: file.bytes.length };
    },

    async sendAppealCode(
      input: { mobile: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await limiter.hit([
        {
          bucket: `code-send:ip:${caller.ip}`,
          limit: 30,
          windowSeconds: 3600,
          message: '发送验证码过于频繁',
        },
      ]);
      const code = await codes.issue('appeal', input.mobile);
      await sender.sendSms({
        mobile: input.mobile,
        text: await signIn.smsText('appeal', code),
        purpose: 'appeal',
      });
      return {
        message: `验证码已发送（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`,
        cooldownSeconds: CODE_POLICY.cooldownSeconds,
      };
    },

    async saveAppeal(input: {
      username: string;
      realName: string;
      idNumber: string;
      contactMobile: string;
      code: string;
      usedApps: string[];
      photoIds: string[];
      reason: string;
    }) {
      await codes.verify('appeal', input.contactMobile, input.code);
      if ((await appealPending(input.username)).applied) {
        throw conflict('该账号已有待处理的申诉，请用申诉编号查询进度');
      }
      const photos = await db
        .select({ id: appealFiles.id })
        .from(appealFiles)
        .where(and(inArray(appealFiles.id, input.photoIds), isNull(appealFiles.applicationId)));
      if (photos.length !== new Set(input.photoIds).size) {
        throw badRequest('照片已失效，请重新上传', [{ field: 'photoIds', message: '照片已失效' }]);
      }
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`)
        .limit(1);
      const now = new Date();
      const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
      const applyNo = `SS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      await db.transaction(async (tx) => {
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
            createdAt: now,
          })
          .returning({ id: appealApplications.id });
        await tx
          .update(appealFiles)
          .set({ applicationId: application?.id ?? null })
          .where(inArray(appealFiles.id, input.photoIds));
      });
      return { applyNo, submittedAt: now.toISOString() };
    },

    async appealStatus(input: { applyNo: string }, caller: CallerContext) {
      await limiter.hit([
        { bucket: `appeal-query:ip:${caller.ip}`, limit: 30, windowSeconds: 3600, message: '查询过于频繁' },
      ]);
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

export type RecoveryService = ReturnType<typeof createRecoveryService>;
