import { MobileSchema } from '@rrsp/contract';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Database } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { CaptchaService } from './captcha-service.ts';
import { CODE_POLICY, type CodeService } from './code-service.ts';
import { passwordProblem } from './password-policy.ts';
import { type CodePurpose, users } from './tables.ts';
import { THROTTLE_POLICY, type ThrottleService } from './throttle-service.ts';
import type { TicketService } from './ticket-service.ts';

export interface MessageSender {
  sendSms: (message: { mobile: string; text: string; purpose: string }) => Promise<void>;
  sendEmail: (message: { to: string; subject: string; text: string; purpose: string }) => Promise<void>;
}

export interface SignInDeps {
  db: Database;
  captcha: CaptchaService;
  codes: CodeService;
  throttle: ThrottleService;
  tickets: TicketService;
  limiter: RateLimiter;
  sender: MessageSender;
  platformName: () => Promise<string>;
  captchaPolicy: { freeCodeSendsPerHour: number; freeSignInFailuresPerIp: number };
}

export interface CallerContext {
  ip: string;
}

const SAME_ANSWER = `验证码已发送，请注意查收（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  'sign-in': '登录',
  'email-sign-in': '登录',
  register: '注册',
  'reset-password': '找回密码',
  'change-mobile-current': '更换手机号（身份验证）',
  'change-mobile-new': '绑定新手机号',
  appeal: '账号申诉',
};

export const createSignInService = (deps: SignInDeps) => {
  const { db, captcha, codes, throttle, tickets, limiter, sender } = deps;
  let dummyHash: Promise<string> | undefined;
  // Unknown accounts still pay for one scrypt run, so the answer takes as long as for a real one.
  const burnPasswordTime = async (password: string) => {
    dummyHash ??= hashPassword('rrsp-timing-equaliser');
    await verifyPassword(password, await dummyHash);
  };

  const findByAccount = async (account: string) => {
    const isMobile = MobileSchema.safeParse(account).success;
    const [row] = await db
      .select()
      .from(users)
      .where(isMobile ? eq(users.mobile, account) : sql`lower(${users.username}) = lower(${account})`)
      .limit(1);
    return row ?? null;
  };

  const assertActive = (user: typeof users.$inferSelect) => {
    if (user.status !== 'active') throw new AppError(406, '账号已被冻结或停用，请联系平台客服');
  };

  const requireCaptchaForSends = async (caller: CallerContext, captchaId?: string, captchaCode?: string) => {
    const recent = await limiter.peek(`code-send:ip:${caller.ip}`, 3600);
    if (recent >= deps.captchaPolicy.freeCodeSendsPerHour) await captcha.verify(captchaId, captchaCode);
    await limiter.hit([
      { bucket: `code-send:ip:${caller.ip}`, limit: 30, windowSeconds: 3600, message: '发送验证码过于频繁' },
    ]);
  };

  const smsText = async (purpose: CodePurpose, code: string) =>
    `【${await deps.platformName()}】您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，${CODE_POLICY.ttlSeconds / 60} 分钟内有效。如非本人操作，请忽略本短信。`;

  const captchaRequiredFor = async (account: string | undefined, caller: CallerContext): Promise<boolean> => {
    const ipFailures = await limiter.peek(`sign-in-fail:ip:${caller.ip}`, 600);
    if (ipFailures >= deps.captchaPolicy.freeSignInFailuresPerIp) return true;
    if (!account) return false;
    const user = await findByAccount(account);
    const subject = user ? `user:${user.id}` : `name:${account.toLowerCase()}`;
    return (await throttle.failures(subject)) >= THROTTLE_POLICY.captchaAfter;
  };

  return {
    findByAccount,
    captchaRequiredFor,

    async signInWithPassword(
      input: {
        account: string;
        password: string;
        captchaId?: string;
        captchaCode?: string;
        service?: string;
      },
      caller: CallerContext,
    ) {
      await limiter.hit([
        { bucket: `sign-in:ip:${caller.ip}`, limit: 60, windowSeconds: 600, message: '登录尝试过于频繁' },
      ]);
      const user = await findByAccount(input.account);
      const subject = user ? `user:${user.id}` : `name:${input.account.toLowerCase()}`;
      await throttle.assertAllowed(subject);
      if (await captchaRequiredFor(input.account, caller)) {
        await captcha.verify(input.captchaId, input.captchaCode);
      }
      let passwordOk = false;
      if (user?.passwordHash) passwordOk = await verifyPassword(input.password, user.passwordHash);
      else await burnPasswordTime(input.password);
      if (!user || !passwordOk) {
        const wait = await throttle.recordFailure(subject);
        await limiter.hit([
          {
            bucket: `sign-in-fail:ip:${caller.ip}`,
            limit: 1000,
            windowSeconds: 600,
            message: '登录失败过多',
          },
        ]);
        throw new AppError(
          401,
          wait > 0 ? `账号或密码错误；为保护账号安全，请 ${wait} 秒后再试` : '账号或密码错误',
          {
            retryAfterSeconds: wait,
            captchaRequired: (await throttle.failures(subject)) >= THROTTLE_POLICY.captchaAfter,
          },
        );
      }
      assertActive(user);
      await throttle.clear(subject);
      return tickets.grant(user.id, 'password', input.service);
    },

    async sendSignInSms(
      input: { mobile: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await requireCaptchaForSends(caller, input.captchaId, input.captchaCode);
      const code = await codes.issue('sign-in', input.mobile);
      const user = await findByAccount(input.mobile);
      if (user && user.status === 'active') {
        await sender.sendSms({
          mobile: input.mobile,
          text: await smsText('sign-in', code),
          purpose: 'sign-in',
        });
      }
      return { message: SAME_ANSWER, cooldownSeconds: CODE_POLICY.cooldownSeconds };
    },

    async signInWithSms(input: { mobile: string; code: string; service?: string }) {
      await codes.verify('sign-in', input.mobile, input.code);
      const user = await findByAccount(input.mobile);
      if (!user) throw unauthorized('验证码不正确或已失效，请重新获取');
      assertActive(user);
      await throttle.clear(`user:${user.id}`);
      return tickets.grant(user.id, 'sms', input.service);
    },

    async sendSignInEmail(
      input: { email: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await requireCaptchaForSends(caller, input.captchaId, input.captchaCode);
      const code = await codes.issue('email-sign-in', input.email);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email}`)
        .limit(1);
      if (user && user.status === 'active') {
        const name = await deps.platformName();
        await sender.sendEmail({
          to: input.email,
          subject: `【${name}】登录验证码`,
          text: `您好：\n\n您的登录验证码为 ${code}，${CODE_POLICY.ttlSeconds / 60} 分钟内有效。\n如非本人操作，请忽略本邮件，您的账号仍然安全。\n\n${name}`,
          purpose: 'email-sign-in',
        });
      }
      return { message: SAME_ANSWER, cooldownSeconds: CODE_POLICY.cooldownSeconds };
    },

    async signInWithEmail(input: { email: string; code: string; service?: string }) {
      await codes.verify('email-sign-in', input.email, input.code);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${input.email}`)
        .limit(1);
      if (!user) throw unauthorized('验证码不正确或已失效，请重新获取');
      assertActive(user);
      return tickets.grant(user.id, 'email', input.service);
    },

    async sendRegistrationSms(
      input: { mobile: string; captchaId?: string; captchaCode?: string },
      caller: CallerContext,
    ) {
      await requireCaptchaForSends(caller, input.captchaId, input.captchaCode);
      const code = await codes.issue('register', input.mobile);
      const existing = await findByAccount(input.mobile);
      const name = await deps.platformName();
      // An already registered number gets a notice instead of a code; the page says the same either way.
      const text = existing
        ? `【${name}】该手机号已注册平台账号，可直接登录；如忘记密码，请使用“找回密码”。如非本人操作，请忽略。`
        : await smsText('register', code);
      await sender.sendSms({ mobile: input.mobile, text, purpose: 'register' });
      return { message: SAME_ANSWER, cooldownSeconds: CODE_POLICY.cooldownSeconds };
    },

    async register(input: {
      username: string;
      nickName?: string;
      mobile: string;
      code: string;
      password: string;
    }) {
      const problem = passwordProblem(input.password, { username: input.username, mobile: input.mobile });
      if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
      await codes.verify('register', input.mobile, input.code);
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({
            username: input.username,
            nickName: input.nickName?.trim() || input.username,
            mobile: input.mobile,
            passwordHash,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        return tickets.grant(user.id, 'register', undefined);
      } catch (error) {
        const constraint = (error as { cause?: { constraint?: string }; constraint?: string }).cause
          ?.constraint;
        if (constraint === 'users_username_lower_key') throw conflict('该用户名已被使用，请换一个');
        if (constraint === 'users_mobile_key') throw conflict('该手机号已注册，请直接登录或找回密码');
        throw error;
      }
    },

    smsText,
  };
};

export type SignInService = ReturnType<typeof createSignInService>;
