import type { Database } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import type { EventLog } from '../../platform/events/events.ts';
import { AppError, badRequest, conflict } from '../../platform/http/errors.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import { hashPassword, verifyPassword } from '../../platform/identity/password.ts';
import { passwordProblem } from '../../platform/identity/password-policy.ts';
import { ensureActive, type UserRepository } from '../../platform/identity/users.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { CaptchaAnswer, CaptchaService } from '../../platform/verification/captcha.ts';
import type { CodeSender } from '../../platform/verification/code-sender.ts';
import { codeInvalid } from '../../platform/verification/codes.ts';
import { THROTTLE_POLICY, type ThrottleService } from './throttle-service.ts';
import type { TicketService } from './ticket-service.ts';

export interface SignInDeps {
  db: Database;
  users: UserRepository;
  captcha: CaptchaService;
  codes: CodeSender;
  throttle: ThrottleService;
  tickets: TicketService;
  limiter: RateLimiter;
  events: EventLog;
  /** CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP */
  freeSignInFailuresPerIp: number;
}

export interface CallerContext {
  ip: string;
}

const captchaOf = (input: CaptchaAnswer): CaptchaAnswer => ({
  captchaId: input.captchaId,
  captchaCode: input.captchaCode,
});

export const createSignInService = (deps: SignInDeps) => {
  const { db, users, captcha, codes, throttle, tickets, limiter } = deps;
  let dummyHash: Promise<string> | undefined;
  // Unknown accounts still pay for one scrypt run, so the answer takes as long as for a real one.
  const burnPasswordTime = async (password: string) => {
    dummyHash ??= hashPassword('rrsp-timing-equaliser');
    await verifyPassword(password, await dummyHash);
  };

  const captchaRequiredFor = async (account: string | undefined, caller: CallerContext): Promise<boolean> => {
    const ipFailures = await limiter.peek(`sign-in-fail:ip:${caller.ip}`, 600);
    if (ipFailures >= deps.freeSignInFailuresPerIp) return true;
    if (!account) return false;
    const user = await users.byAccount(account);
    const subject = user ? `user:${user.id}` : `name:${account.toLowerCase()}`;
    return (await throttle.failures(subject)) >= THROTTLE_POLICY.captchaAfter;
  };

  return {
    captchaRequiredFor,

    async signInWithPassword(
      input: { account: string; password: string; service?: string } & CaptchaAnswer,
      caller: CallerContext,
    ) {
      await limiter.hit([
        { bucket: `sign-in:ip:${caller.ip}`, limit: 60, windowSeconds: 600, message: '登录尝试过于频繁' },
      ]);
      const user = await users.byAccount(input.account);
      const subject = user ? `user:${user.id}` : `name:${input.account.toLowerCase()}`;
      await throttle.assertAllowed(subject);
      if (await captchaRequiredFor(input.account, caller)) await captcha.verify(captchaOf(input));
      let passwordOk = false;
      if (user?.passwordHash) passwordOk = await verifyPassword(input.password, user.passwordHash);
      else await burnPasswordTime(input.password);
      if (!user || !passwordOk) {
        const wait = await throttle.recordFailure(subject);
        await limiter.count(`sign-in-fail:ip:${caller.ip}`, 600);
        throw new AppError(
          'CREDENTIALS_INVALID',
          wait > 0 ? `账号或密码错误；为保护账号安全，请 ${wait} 秒后再试` : '账号或密码错误',
          {
            retryAfterSeconds: wait,
            captchaRequired: (await throttle.failures(subject)) >= THROTTLE_POLICY.captchaAfter,
          },
        );
      }
      ensureActive(user);
      await throttle.clear(subject);
      return tickets.grant(user.id, 'password', input.service);
    },

    async sendSignInSms(input: { mobile: string } & CaptchaAnswer, caller: CallerContext) {
      const user = await users.byMobile(input.mobile);
      return codes.issueAndSend('sign-in', input.mobile, {
        caller,
        captcha: captchaOf(input),
        deliver: user?.status === 'active' ? 'code' : 'nothing',
      });
    },

    async signInWithSms(input: { mobile: string; code: string; service?: string }) {
      const codeId = await codes.check('sign-in', input.mobile, input.code);
      const user = await users.byMobile(input.mobile);
      if (!user) throw codeInvalid();
      ensureActive(user);
      return db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        await throttle.clear(`user:${user.id}`, tx);
        return tickets.grant(user.id, 'sms', input.service, tx);
      });
    },

    async sendSignInEmail(input: { email: string } & CaptchaAnswer, caller: CallerContext) {
      const user = await users.byEmail(input.email);
      return codes.issueAndSend('email-sign-in', input.email, {
        caller,
        captcha: captchaOf(input),
        deliver: user?.status === 'active' ? 'code' : 'nothing',
      });
    },

    async signInWithEmail(input: { email: string; code: string; service?: string }) {
      const codeId = await codes.check('email-sign-in', input.email, input.code);
      const user = await users.byEmail(input.email);
      if (!user) throw codeInvalid();
      ensureActive(user);
      return db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        return tickets.grant(user.id, 'email', input.service, tx);
      });
    },

    async sendRegistrationSms(input: { mobile: string } & CaptchaAnswer, caller: CallerContext) {
      const existing = await users.byMobile(input.mobile);
      // An already registered number gets a notice instead of a code; the page says the same either way.
      return codes.issueAndSend('register', input.mobile, {
        caller,
        captcha: captchaOf(input),
        deliver: existing
          ? {
              notice:
                '该手机号已注册平台账号，可直接登录；如忘记密码，请使用“找回密码”。如非本人操作，请忽略。',
            }
          : 'code',
      });
    },

    /** The code used up, the account, its first SSO session and ticket, and the event: one transaction. */
    async register(input: {
      username: string;
      nickName?: string;
      mobile: string;
      code: string;
      password: string;
    }) {
      const problem = passwordProblem(input.password, { username: input.username, mobile: input.mobile });
      if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
      const codeId = await codes.check('register', input.mobile, input.code);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await codes.consume(tx, codeId);
          const user = await users.insert(
            {
              username: input.username,
              nickName: input.nickName?.trim() || input.username,
              mobile: input.mobile,
              passwordHash,
            },
            tx,
          );
          await deps.events.record(tx, {
            type: IDENTITY_EVENTS.registered,
            payload: { userId: user.id },
            actorUserId: user.id,
          });
          return tickets.grant(user.id, 'register', undefined, tx);
        });
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === 'users_username_lower_key') {
          throw conflict('该用户名已被使用，请换一个', [{ field: 'username', message: '该用户名已被使用' }]);
        }
        if (constraint === 'users_mobile_key') {
          throw conflict('该手机号已注册，请直接登录或找回密码', [
            { field: 'mobile', message: '该手机号已注册' },
          ]);
        }
        throw error;
      }
    },
  };
};

export type SignInService = ReturnType<typeof createSignInService>;
