import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import type { SessionStore } from '../../platform/auth/session-store.ts';
import type { Database } from '../../platform/database/client.ts';
import { violatedConstraint } from '../../platform/database/constraint.ts';
import { AppError, badRequest, conflict, unauthorized } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { toCurrentUser } from '../portal/user-dto.ts';
import { CODE_POLICY, type CodeService } from '../sso/code-service.ts';
import { passwordProblem } from '../sso/password-policy.ts';
import type { MessageSender, SignInService } from '../sso/sign-in-service.ts';
import { accountProofs, users } from '../sso/tables.ts';

const PROOF_TTL_SECONDS = 10 * 60;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AccountDeps {
  db: Database;
  codes: CodeService;
  sessions: SessionStore;
  limiter: RateLimiter;
  sender: MessageSender;
  signIn: SignInService;
}

type SignedIn = Extract<Principal, { kind: 'user' }>;

export const createAccountService = (deps: AccountDeps) => {
  const { db, codes, sessions, limiter, sender, signIn } = deps;

  const loadUser = async (principal: SignedIn) => {
    const [row] = await db.select().from(users).where(eq(users.id, principal.user.id)).limit(1);
    if (!row) throw unauthorized('账号不存在，请重新登录');
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

  const grantProof = async (userId: string, kind: 'mobile-verified' | 'password-checked') => {
    const proof = randomBytes(24).toString('base64url');
    await db.insert(accountProofs).values({
      proofHash: sha256(proof),
      userId,
      kind,
      expiresAt: new Date(Date.now() + PROOF_TTL_SECONDS * 1000),
    });
    return { proof, expiresInSeconds: PROOF_TTL_SECONDS };
  };

  /** A proof is bound to its user, lives ten minutes, and is spent by the change it allows. */
  const spendProof = async (userId: string, proof: string, options: { consume: boolean }) => {
    const where = and(
      eq(accountProofs.proofHash, sha256(proof)),
      eq(accountProofs.userId, userId),
      isNull(accountProofs.usedAt),
      gt(accountProofs.expiresAt, new Date()),
    );
    const rows = options.consume
      ? await db
          .update(accountProofs)
          .set({ usedAt: new Date() })
          .where(where)
          .returning({ kind: accountProofs.kind })
      : await db.select({ kind: accountProofs.kind }).from(accountProofs).where(where);
    if (rows.length === 0) throw badRequest('身份校验已失效，请重新验证原手机号或登录密码');
  };

  return {
    async editProfile(principal: SignedIn, input: { nickName: string; email?: string | undefined }) {
      const email = input.email === undefined ? undefined : input.email || null;
      try {
        await db
          .update(users)
          .set({ nickName: input.nickName, ...(email === undefined ? {} : { email }), updatedAt: new Date() })
          .where(eq(users.id, principal.user.id));
      } catch (error) {
        if (violatedConstraint(error) === 'users_email_lower_key') {
          throw conflict('该邮箱已被其他账号使用');
        }
        throw error;
      }
      return toCurrentUser(await loadUser(principal), principal.memberships);
    },

    async sendCode(
      principal: SignedIn,
      input: { target: 'current' } | { target: 'new'; mobile: string; proof: string },
    ) {
      await limiter.hit([
        {
          bucket: `account-code:user:${principal.user.id}`,
          limit: 10,
          windowSeconds: 3600,
          message: '发送验证码过于频繁',
        },
      ]);
      const user = await loadUser(principal);
      if (input.target === 'current') {
        if (!user.mobile) throw new AppError(422, '当前账号未绑定手机号，请先通过密码校验后绑定');
        const code = await codes.issue('change-mobile-current', user.mobile);
        await sender.sendSms({
          mobile: user.mobile,
          text: await signIn.smsText('change-mobile-current', code),
          purpose: 'change-mobile-current',
        });
      } else {
        await spendProof(user.id, input.proof, { consume: false });
        if (input.mobile === user.mobile) throw badRequest('新手机号与当前手机号相同');
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.mobile, input.mobile), ne(users.id, user.id)))
          .limit(1);
        if (taken) throw conflict('该手机号已绑定其他账号');
        const code = await codes.issue('change-mobile-new', input.mobile);
        await sender.sendSms({
          mobile: input.mobile,
          text: await signIn.smsText('change-mobile-new', code),
          purpose: 'change-mobile-new',
        });
      }
      return {
        message: `验证码已发送（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`,
        cooldownSeconds: CODE_POLICY.cooldownSeconds,
      };
    },

    async verifyCurrentMobile(principal: SignedIn, code: string) {
      const user = await loadUser(principal);
      if (!user.mobile) throw new AppError(422, '当前账号未绑定手机号');
      await codes.verify('change-mobile-current', user.mobile, code);
      return grantProof(user.id, 'mobile-verified');
    },

    async checkCredential(principal: SignedIn, password: string) {
      const user = await assertPassword(principal, password, 'password', '登录密码不正确');
      return grantProof(user.id, 'password-checked');
    },

    async confirmNewMobile(principal: SignedIn, input: { mobile: string; code: string; proof: string }) {
      const user = await loadUser(principal);
      await codes.verify('change-mobile-new', input.mobile, input.code);
      await spendProof(user.id, input.proof, { consume: true });
      try {
        await db
          .update(users)
          .set({ mobile: input.mobile, updatedAt: new Date() })
          .where(eq(users.id, user.id));
      } catch (error) {
        if (violatedConstraint(error) === 'users_mobile_key') {
          throw conflict('该手机号已绑定其他账号');
        }
        throw error;
      }
      return toCurrentUser(await loadUser(principal), principal.memberships);
    },

    async updatePassword(principal: SignedIn, input: { oldPassword: string; newPassword: string }) {
      const user = await assertPassword(principal, input.oldPassword, 'oldPassword', '原密码不正确');
      const problem = passwordProblem(input.newPassword, { username: user.username, mobile: user.mobile });
      if (problem) throw badRequest(problem, [{ field: 'newPassword', message: problem }]);
      if (input.newPassword === input.oldPassword) throw badRequest('新密码不能与原密码相同');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      const endedSessions = await sessions.endAllOf(
        user.id,
        'password-changed',
        principal.sessionId ?? undefined,
      );
      const message =
        endedSessions > 0 ? `密码已修改，其他设备上的 ${endedSessions} 个登录已结束` : '密码已修改';
      return { message, endedSessions };
    },
  };
};

export type AccountService = ReturnType<typeof createAccountService>;
