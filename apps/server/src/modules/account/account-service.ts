import { createHash, randomBytes } from 'node:crypto';
import { passwordProblem } from '@rrsp/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import type { EventLog } from '../../platform/events/events.ts';
import { AppError, badRequest, businessRule, conflict, unauthorized } from '../../platform/http/errors.ts';
import { toCurrentUser } from '../../platform/identity/current-user.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import { hashPassword, verifyPassword } from '../../platform/identity/password.ts';
import type { SignedIn } from '../../platform/identity/principal.ts';
import type { SessionStore } from '../../platform/identity/session-store.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { CODE_SENT_TO_YOU, type CodeSender } from '../../platform/verification/code-sender.ts';
import { voidTicketsOf } from '../sso/public.ts';
import { accountProofs } from './tables.ts';

const PROOF_TTL_SECONDS = 10 * 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AccountDeps {
  db: Database;
  users: UserRepository;
  sessions: SessionStore;
  codes: CodeSender;
  limiter: RateLimiter;
  events: EventLog;
}

const proofExpired = () => new AppError('FLOW_EXPIRED', '身份校验已失效，请重新验证原手机号或登录密码');

/** Confirmation mails an account may ask for in a day, whatever addresses it tries. */
export const VERIFY_EMAIL_SENDS_PER_DAY = 3;

export const createAccountService = (deps: AccountDeps) => {
  const { db, users, codes, sessions, limiter } = deps;

  const loadUser = async (principal: SignedIn) => {
    const row = await users.byId(principal.user.id);
    if (!row) throw unauthorized('账号不存在，请重新登录', 'SESSION_INVALID');
    return row;
  };

  /** Both sensitive paths re-check the password under one shared limit: 10 tries per quarter hour. */
  const assertPassword = async (principal: SignedIn, password: string, field: string, message: string) => {
    await limiter.hit([
      {
        bucket: `credential:user:${principal.user.id}`,
        limit: 10,
        windowSeconds: 900,
        message: '密码校验过于频繁',
      },
    ]);
    const user = await loadUser(principal);
    if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
      throw badRequest(message, [{ field, message }]);
    }
    return user;
  };

  const hitAccountCodes = (principal: SignedIn) =>
    limiter.hit([
      {
        bucket: `account-code:user:${principal.user.id}`,
        limit: 10,
        windowSeconds: 3600,
        message: '发送验证码过于频繁',
      },
    ]);

  const grantProof = async (
    userId: string,
    kind: 'mobile-verified' | 'password-checked',
    executor: Executor = db,
  ) => {
    const proof = randomBytes(24).toString('base64url');
    await executor.insert(accountProofs).values({
      proofHash: sha256(proof),
      userId,
      kind,
      expiresAt: new Date(Date.now() + PROOF_TTL_SECONDS * 1000),
    });
    return { proof, expiresInSeconds: PROOF_TTL_SECONDS };
  };

  const proofWhere = (userId: string, proof: string) =>
    and(
      eq(accountProofs.proofHash, sha256(proof)),
      eq(accountProofs.userId, userId),
      isNull(accountProofs.usedAt),
      gt(accountProofs.expiresAt, new Date()),
    );

  return {
    /**
     * A new address is saved unconfirmed: it neither signs in nor counts as taken until a code sent to it comes back
     * (`verifyEmail`), so typing someone else's address gains nothing and tells nothing.
     */
    async editProfile(principal: SignedIn, input: { nickName: string; email?: string | undefined }) {
      const user = await loadUser(principal);
      const email = input.email === undefined ? undefined : input.email || null;
      const emailChanged = email !== undefined && email?.toLowerCase() !== user.email?.toLowerCase();
      await users.update(principal.user.id, {
        nickName: input.nickName,
        ...(emailChanged ? { email, emailVerifiedAt: null } : {}),
      });
      return toCurrentUser(await loadUser(principal), principal.memberships);
    },

    async sendEmailCode(principal: SignedIn, caller: { ip: string }) {
      await hitAccountCodes(principal);
      const user = await loadUser(principal);
      if (!user.email) throw businessRule('请先在个人资料中填写邮箱');
      if (user.emailVerifiedAt) throw businessRule('该邮箱已验证，无需重复验证');
      // each new address has its own send caps, so an account that keeps changing its address is capped itself:
      // it cannot make the platform mail strangers
      await limiter.hit([
        {
          bucket: `verify-email:user:${user.id}`,
          limit: VERIFY_EMAIL_SENDS_PER_DAY,
          windowSeconds: 86_400,
          message: '今日发送的邮箱验证码已达上限',
        },
      ]);
      return codes.issueAndSend('verify-email', user.email, {
        caller,
        captcha: null,
        deliver: 'code',
        message: CODE_SENT_TO_YOU,
      });
    },

    /**
     * The code proves the user reads the address; only now is it checked against the other accounts, and a refusal
     * names none of them. The code used up, the address confirmed and the event recorded: one transaction.
     */
    async verifyEmail(principal: SignedIn, code: string) {
      const user = await loadUser(principal);
      if (!user.email) throw businessRule('请先在个人资料中填写邮箱');
      const email = user.email;
      const codeId = await codes.check('verify-email', email, code);
      try {
        await db.transaction(async (tx) => {
          await codes.consume(tx, codeId);
          const confirmed = await users.confirmEmail(user.id, email, tx);
          if (!confirmed) throw businessRule('邮箱已修改，请重新获取验证码');
          await deps.events.record(tx, {
            type: IDENTITY_EVENTS.emailVerified,
            payload: { userId: user.id, email },
            actorUserId: user.id,
          });
        });
      } catch (error) {
        if (violatedConstraint(error) === 'users_email_lower_key') {
          throw conflict('该邮箱已被其他账号验证使用，请更换邮箱', [
            { field: 'email', message: '该邮箱已被其他账号使用' },
          ]);
        }
        throw error;
      }
      return toCurrentUser(await loadUser(principal), principal.memberships);
    },

    /**
     * A code to the current mobile, or to a new one once the user passed a check. The new mobile gets its code
     * whoever holds the number: whether another account uses it is said only after the code proves the user holds it.
     */
    async sendCode(
      principal: SignedIn,
      input: { target: 'current' } | { target: 'new'; mobile: string; proof: string },
      caller: { ip: string },
    ) {
      await hitAccountCodes(principal);
      const user = await loadUser(principal);
      if (input.target === 'current') {
        if (!user.mobile) throw businessRule('当前账号未绑定手机号，请先通过密码校验后绑定');
        return codes.issueAndSend('change-mobile-current', user.mobile, {
          caller,
          captcha: null,
          deliver: 'code',
          message: CODE_SENT_TO_YOU,
        });
      }
      const [proof] = await db.select().from(accountProofs).where(proofWhere(user.id, input.proof));
      if (!proof) throw proofExpired();
      if (input.mobile === user.mobile) {
        throw badRequest('新手机号与当前手机号相同', [
          { field: 'mobile', message: '新手机号与当前手机号相同' },
        ]);
      }
      return codes.issueAndSend('change-mobile-new', input.mobile, {
        caller,
        captcha: null,
        deliver: 'code',
        message: CODE_SENT_TO_YOU,
      });
    },

    async verifyCurrentMobile(principal: SignedIn, code: string) {
      const user = await loadUser(principal);
      if (!user.mobile) throw businessRule('当前账号未绑定手机号');
      const codeId = await codes.check('change-mobile-current', user.mobile, code);
      return db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        return grantProof(user.id, 'mobile-verified', tx);
      });
    },

    async checkCredential(principal: SignedIn, password: string) {
      const user = await assertPassword(principal, password, 'password', '登录密码不正确');
      return grantProof(user.id, 'password-checked');
    },

    /** The code used up, the proof spent, the new mobile saved and the event recorded: one transaction. */
    async confirmNewMobile(principal: SignedIn, input: { mobile: string; code: string; proof: string }) {
      const user = await loadUser(principal);
      const codeId = await codes.check('change-mobile-new', input.mobile, input.code);
      try {
        await db.transaction(async (tx) => {
          await codes.consume(tx, codeId);
          const spent = await tx
            .update(accountProofs)
            .set({ usedAt: new Date() })
            .where(proofWhere(user.id, input.proof))
            .returning({ kind: accountProofs.kind });
          if (spent.length === 0) throw proofExpired();
          await users.update(user.id, { mobile: input.mobile }, tx);
          await deps.events.record(tx, {
            type: IDENTITY_EVENTS.mobileChanged,
            payload: { userId: user.id, oldMobile: user.mobile, newMobile: input.mobile },
            actorUserId: user.id,
          });
        });
      } catch (error) {
        if (violatedConstraint(error) === 'users_mobile_key') {
          throw conflict('该手机号已绑定其他账号，请更换手机号', [
            { field: 'mobile', message: '该手机号已绑定其他账号' },
          ]);
        }
        throw error;
      }
      return toCurrentUser(await loadUser(principal), principal.memberships);
    },

    /** The new password, the other sessions and every waiting ticket ended, and the event recorded: one transaction. */
    async updatePassword(principal: SignedIn, input: { oldPassword: string; newPassword: string }) {
      const user = await assertPassword(principal, input.oldPassword, 'oldPassword', '原密码不正确');
      const problem = passwordProblem(input.newPassword, { username: user.username, mobile: user.mobile });
      if (problem) throw badRequest(problem, [{ field: 'newPassword', message: problem }]);
      if (input.newPassword === input.oldPassword) {
        throw badRequest('新密码不能与原密码相同', [
          { field: 'newPassword', message: '新密码不能与原密码相同' },
        ]);
      }
      const passwordHash = await hashPassword(input.newPassword);
      const endedSessions = await db.transaction(async (tx) => {
        await users.update(user.id, { passwordHash }, tx);
        const ended = await sessions.endAllOf(user.id, 'password-changed', {
          exceptSessionId: principal.sessionId ?? undefined,
          executor: tx,
        });
        await voidTicketsOf(tx, user.id);
        await deps.events.record(tx, {
          type: IDENTITY_EVENTS.passwordChanged,
          payload: { userId: user.id, via: 'change' },
          actorUserId: user.id,
        });
        return ended;
      });
      const message =
        endedSessions > 0 ? `密码已修改，其他设备上的 ${endedSessions} 个登录已结束` : '密码已修改';
      return { message, endedSessions };
    },

    async purgeProofs() {
      const dayAgo = new Date(Date.now() - 86_400_000);
      await db
        .delete(accountProofs)
        .where(or(lt(accountProofs.expiresAt, dayAgo), lt(accountProofs.usedAt, dayAgo)));
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
