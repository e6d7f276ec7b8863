import { passwordProblem } from '@rrsp/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/database/client.ts';
import type { EventLog } from '../../platform/events/events.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { IDENTITY_EVENTS } from '../../platform/identity/events.ts';
import { hashPassword } from '../../platform/identity/password.ts';
import type { SessionStore } from '../../platform/identity/session-store.ts';
import type { UserRepository } from '../../platform/identity/users.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { CaptchaAnswer, CaptchaService } from '../../platform/verification/captcha.ts';
import type { CodeSender } from '../../platform/verification/code-sender.ts';
import { codeInvalid } from '../../platform/verification/codes.ts';
import { CODE_POLICY } from '../../platform/verification/send-rules.ts';
import type { CallerContext, SignInService } from './sign-in-service.ts';
import { resetFlows } from './tables.ts';
import { voidTicketsOf } from './ticket-service.ts';

const RESET_FLOW_MINUTES = 30;
const SAME_ANSWER = '请继续下一步';

export interface ResetDeps {
  db: Database;
  users: UserRepository;
  sessions: SessionStore;
  captcha: CaptchaService;
  codes: CodeSender;
  limiter: RateLimiter;
  signIn: Pick<SignInService, 'captchaRequiredFor' | 'ownerProved'>;
  events: EventLog;
}

const flowExpired = () =>
  new AppError('FLOW_EXPIRED', '找回流程已失效，请重新开始', {
    fields: [{ field: 'flowId', message: '找回流程已失效' }],
  });

/** Forgotten password: account → mobile → code → new password. No step says whether the account or mobile matched. */
export const createResetService = (deps: ResetDeps) => {
  const { db, users, captcha, codes, limiter } = deps;

  const liveFlow = async (flowId: string) => {
    const [flow] = await db
      .select()
      .from(resetFlows)
      .where(
        and(eq(resetFlows.id, flowId), isNull(resetFlows.completedAt), gt(resetFlows.expiresAt, new Date())),
      )
      .limit(1);
    if (!flow) throw flowExpired();
    return flow;
  };

  return {
    async startReset(input: { account: string } & CaptchaAnswer, caller: CallerContext) {
      await limiter.hit([
        { bucket: `reset:ip:${caller.ip}`, limit: 20, windowSeconds: 3600, message: '找回密码操作过于频繁' },
      ]);
      if (await deps.signIn.captchaRequiredFor(caller)) await captcha.verify(input);
      const user = await users.byAccount(input.account);
      const [flow] = await db
        .insert(resetFlows)
        .values({ userId: user?.id ?? null, expiresAt: new Date(Date.now() + RESET_FLOW_MINUTES * 60_000) })
        .returning({ id: resetFlows.id });
      if (!flow) throw new Error('reset flow insert returned nothing');
      return { flowId: flow.id, message: '请填写该账号绑定的手机号' };
    },

    async checkResetMobile(input: { flowId: string; mobile: string }) {
      const flow = await liveFlow(input.flowId);
      const user = flow.userId ? await users.byId(flow.userId) : null;
      const matched = user?.mobile === input.mobile;
      await db.update(resetFlows).set({ mobile: input.mobile, matched }).where(eq(resetFlows.id, flow.id));
      return { flowId: flow.id, message: SAME_ANSWER };
    },

    async sendResetCode(input: { flowId: string }, caller: CallerContext) {
      const flow = await liveFlow(input.flowId);
      if (!flow.mobile)
        throw badRequest('请先填写绑定的手机号', [{ field: 'mobile', message: '请先填写绑定的手机号' }]);
      return codes.issueAndSend('reset-password', flow.mobile, {
        caller,
        // the flow asked for a captcha where it started
        captcha: null,
        deliver: flow.matched ? 'code' : 'nothing',
        message: `若账号与手机号匹配，验证码已发送（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`,
      });
    },

    /**
     * The code used up, the new password, the flow's end, every session and ticket ended and the event: one transaction. Then
     * the owner has proved themselves (SignInService.ownerProved).
     */
    async resetPassword(input: { flowId: string; code: string; password: string }) {
      const flow = await liveFlow(input.flowId);
      if (!flow.mobile)
        throw badRequest('请先填写绑定的手机号', [{ field: 'mobile', message: '请先填写绑定的手机号' }]);
      const codeId = await codes.check('reset-password', flow.mobile, input.code);
      // A code can only have reached a matched mobile, so this is defence in depth rather than a second oracle.
      const user = flow.matched && flow.userId ? await users.byId(flow.userId) : null;
      if (!user) throw codeInvalid();
      const problem = passwordProblem(input.password, { username: user.username, mobile: user.mobile });
      if (problem) throw badRequest(problem, [{ field: 'password', message: problem }]);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await codes.consume(tx, codeId);
        const [completed] = await tx
          .update(resetFlows)
          .set({ completedAt: new Date() })
          .where(and(eq(resetFlows.id, flow.id), isNull(resetFlows.completedAt)))
          .returning({ id: resetFlows.id });
        if (!completed) throw flowExpired();
        await users.update(user.id, { passwordHash }, tx);
        await deps.sessions.endAllOf(user.id, 'password-changed', { executor: tx });
        await voidTicketsOf(tx, user.id);
        await deps.events.record(tx, {
          type: IDENTITY_EVENTS.passwordChanged,
          payload: { userId: user.id, via: 'reset' },
          actorUserId: user.id,
        });
      });
      await deps.signIn.ownerProved(user);
      return { message: '密码已重置，请使用新密码登录' };
    },

    async purgeExpired() {
      const dayAgo = new Date(Date.now() - 86_400_000);
      await db
        .delete(resetFlows)
        .where(or(lt(resetFlows.expiresAt, dayAgo), lt(resetFlows.completedAt, dayAgo)));
    },
  };
};

export type ResetService = ReturnType<typeof createResetService>;
