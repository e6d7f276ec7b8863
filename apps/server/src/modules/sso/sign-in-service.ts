import { passwordProblem } from '@rrsp/contract';
import type { Database } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import type { EventLog } from '../../platform/events/events.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { AppError, badRequest, conflict } from '../../platform/http/errors.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import { hashPassword, reservePasswordWork, verifyPassword } from '../../platform/identity/password.ts';
import { ensureActive, type UserRepository } from '../../platform/identity/users.ts';
import type { Reservation } from '../../platform/identity/work-gate.ts';
import { platformText } from '../../platform/notifier/platform-text.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import {
  type CaptchaAnswer,
  type CaptchaService,
  captchaRequired,
} from '../../platform/verification/captcha.ts';
import type { CodeSender } from '../../platform/verification/code-sender.ts';
import { codeInvalid } from '../../platform/verification/codes.ts';
import type { AppealCancellation } from './appeal-cancellation.ts';
import { THROTTLE_POLICY, type ThrottleService, waitAfter } from './throttle-service.ts';
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
  cancelAppealsOf: AppealCancellation;
  /** CAPTCHA_FREE_SIGN_IN_FAILURES_PER_IP */
  freeSignInFailuresPerIp: number;
}

export type CallerContext = Caller;

const captchaOf = (input: CaptchaAnswer): CaptchaAnswer => ({
  captchaId: input.captchaId,
  captchaCode: input.captchaCode,
});

/** An account's typed name as the throttle knows it: by what was typed, so no answer links a mobile to a username. */
const throttleSubjectOf = (account: string) => `account:${account.trim().toLowerCase()}`;

/**
 * A scrypt hash of a random secret nobody knows, with the live parameters: an unknown account still pays for one
 * verification, so the answer takes as long as for a real one.
 */
export const TIMING_EQUALISER_HASH =
  'scrypt$131072$8$1$/q6hvougpxyaxCaxTmbDmQ==$B8hOLk2k9UC0w1ee9/U8skwRTgsSjo1G3iwshccgfwE=';

const SIGN_IN_FAILURE_WINDOW_SECONDS = 600;

export const createSignInService = (deps: SignInDeps) => {
  const { db, users, captcha, codes, throttle, tickets, limiter } = deps;
  const ipFailureBucket = (caller: CallerContext) => `sign-in-fail:ip:${caller.ip}`;

  /** Whether the sign-in form should show a captcha now: a question about the caller's address only, never an account. */
  const captchaRequiredFor = async (caller: CallerContext): Promise<boolean> =>
    (await limiter.peek(ipFailureBucket(caller), SIGN_IN_FAILURE_WINDOW_SECONDS)) >=
    deps.freeSignInFailuresPerIp;

  /**
   * The owner proved themselves (a sign-in, a reset): every name they could have been guessed under starts afresh,
   * and appeals that claim they lost the account end.
   */
  const ownerProved = async (user: { id: string; username: string; mobile: string | null }) => {
    // the names a password sign-in accepts (users.byAccount): an e-mail signs in by code only
    for (const name of [user.username, user.mobile]) {
      if (name) await throttle.clear(throttleSubjectOf(name));
    }
    await deps.cancelAppealsOf(user);
  };

  /** Code sign-in: per address, counted before the code is compared (the code's own five tries still apply). */
  const hitCodeSignIn = (caller: CallerContext) =>
    limiter.hit([
      { bucket: `code-sign-in:ip:${caller.ip}`, limit: 30, windowSeconds: 600, message: '登录尝试过于频繁' },
    ]);

  return {
    captchaRequiredFor,
    ownerProved,

    /**
     * The first step of a password sign-in, taken once its body has arrived and before it is opened: a place in the
     * hashing line (no I/O, so a burst is turned away at no cost to anyone else), then the address's attempt counted,
     * the place given back at once if that refuses. Counting first put 60 upserts on one row in front of every other
     * query during a burst (bench/hash-flood: the news API's p99 went from 1.3× to 12.8× its value at rest).
     */
    async admitPasswordSignIn(caller: CallerContext): Promise<Reservation> {
      const place = reservePasswordWork();
      try {
        await limiter.hit([
          { bucket: `sign-in:ip:${caller.ip}`, limit: 60, windowSeconds: 600, message: '登录尝试过于频繁' },
        ]);
        return place;
      } catch (error) {
        place.release();
        throw error;
      }
    },

    /**
     * Every limit is claimed before the hash runs, each in one atomic statement: a failure on the address, a failure
     * on the typed name (all counted as failures until the password proves right, then given back). So a burst of
     * parallel guesses gets the free tries and no more, however many arrive at once.
     */
    async signInWithPassword(
      input: { account: string; password: string; service?: string } & CaptchaAnswer,
      caller: CallerContext,
      /** From `admitPasswordSignIn`. */
      place: Reservation,
    ) {
      try {
        // an unknown service is a mistake of the page, not a guess: it costs no try and no hash
        const service = await tickets.resolveService(input.service);
        const captchaSolved = Boolean(input.captchaId || input.captchaCode);
        if (captchaSolved) await captcha.verify(captchaOf(input));
        const ipFailure = await limiter.claim(
          ipFailureBucket(caller),
          SIGN_IN_FAILURE_WINDOW_SECONDS,
          captchaSolved ? null : deps.freeSignInFailuresPerIp,
        );
        if (!ipFailure) throw captchaRequired();
        const subject = throttleSubjectOf(input.account);
        const attempt = await throttle.claim(subject, captchaSolved).catch(async (error: unknown) => {
          await ipFailure.undo();
          throw error;
        });
        const user = await users.byAccount(input.account);
        const verifiedHash = user?.passwordHash ?? TIMING_EQUALISER_HASH;
        const passwordOk = await verifyPassword(input.password, verifiedHash, place);
        if (!user?.passwordHash || !passwordOk) {
          const wait = waitAfter(attempt.failures);
          throw new AppError(
            'CREDENTIALS_INVALID',
            wait > 0 ? `账号或密码错误；为保护账号安全，请 ${wait} 秒后再试` : '账号或密码错误',
            {
              retryAfterSeconds: wait,
              captchaRequired:
                attempt.failures >= THROTTLE_POLICY.captchaAfter || (await captchaRequiredFor(caller)),
            },
          );
        }
        ensureActive(user);
        await ipFailure.undo();
        // the hash was read before the wait in the hashing line: a password changed meanwhile mints nothing
        const granted = await db.transaction(async (tx) => {
          if ((await users.passwordHashForShare(user.id, tx)) !== verifiedHash) {
            throw new AppError('CREDENTIALS_INVALID', '账号或密码错误');
          }
          return tickets.grant(user.id, 'password', service, tx);
        });
        await ownerProved(user);
        return granted;
      } finally {
        place.release();
      }
    },

    async sendSignInSms(input: { mobile: string } & CaptchaAnswer, caller: CallerContext) {
      const user = await users.byMobile(input.mobile);
      return codes.issueAndSend('sign-in', input.mobile, {
        caller,
        captcha: captchaOf(input),
        deliver: user?.status === 'active' ? 'code' : 'nothing',
      });
    },

    async signInWithSms(input: { mobile: string; code: string; service?: string }, caller: CallerContext) {
      await hitCodeSignIn(caller);
      const codeId = await codes.check('sign-in', input.mobile, input.code);
      const user = await users.byMobile(input.mobile);
      if (!user) throw codeInvalid();
      ensureActive(user);
      const granted = await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        return tickets.grant(user.id, 'sms', input.service, tx);
      });
      await ownerProved(user);
      return granted;
    },

    async sendSignInEmail(input: { email: string } & CaptchaAnswer, caller: CallerContext) {
      const user = await users.byVerifiedEmail(input.email);
      return codes.issueAndSend('email-sign-in', input.email, {
        caller,
        captcha: captchaOf(input),
        deliver: user?.status === 'active' ? 'code' : 'nothing',
      });
    },

    async signInWithEmail(input: { email: string; code: string; service?: string }, caller: CallerContext) {
      await hitCodeSignIn(caller);
      const codeId = await codes.check('email-sign-in', input.email, input.code);
      const user = await users.byVerifiedEmail(input.email);
      if (!user) throw codeInvalid();
      ensureActive(user);
      const granted = await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        return tickets.grant(user.id, 'email', input.service, tx);
      });
      await ownerProved(user);
      return granted;
    },

    async sendRegistrationSms(input: { mobile: string } & CaptchaAnswer, caller: CallerContext) {
      const existing = await users.byMobile(input.mobile);
      // An already registered number gets a notice instead of a code; the page says the same either way.
      return codes.issueAndSend('register', input.mobile, {
        caller,
        captcha: captchaOf(input),
        deliver: existing
          ? {
              notice: platformText`该手机号已注册平台账号，可直接登录；如忘记密码，请使用“找回密码”。如非本人操作，请忽略。`,
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
