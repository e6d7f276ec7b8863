import type { Database } from '../database/client.ts';
import { tooManyRequests } from '../http/errors.ts';
import type { Notifier } from '../notifier/notifier.ts';
import {
  type PlatformText,
  platformNumber,
  platformSetting,
  platformText,
} from '../notifier/platform-text.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import type { CaptchaAnswer, CaptchaService } from './captcha.ts';
import type { CodeStore } from './codes.ts';
import { CODE_POLICY, SEND_RULES } from './send-rules.ts';
import type { CodePurpose } from './tables.ts';

const PURPOSE_TEXT: Record<CodePurpose, PlatformText> = {
  'sign-in': platformText`登录`,
  'email-sign-in': platformText`登录`,
  register: platformText`注册`,
  'reset-password': platformText`找回密码`,
  'change-mobile-current': platformText`更换手机号（身份验证）`,
  'change-mobile-new': platformText`绑定新手机号`,
  appeal: platformText`账号申诉`,
  'verify-email': platformText`邮箱绑定`,
};
const TTL_MINUTES = CODE_POLICY.ttlSeconds / 60;

/** Codes of these purposes go by e-mail; every other one by SMS. */
const EMAIL_PURPOSES: ReadonlySet<CodePurpose> = new Set(['email-sign-in', 'verify-email']);

export const SAME_ANSWER = `验证码已发送，请注意查收（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`;
/** For a target the caller owns or names (their own mobile, a new contact number): nothing to hide. */
export const CODE_SENT_TO_YOU = `验证码已发送（${CODE_POLICY.ttlSeconds / 60} 分钟内有效）`;

export interface SendRequest {
  caller: { ip: string };
  /**
   * The captcha the step's form can show: checked once the address has sent more than SEND_RULES.captchaAfter.
   * `null` for steps that ask for none (a signed-in user, or a flow that passed a captcha at its start).
   */
  captcha: CaptchaAnswer | null;
  /**
   * What reaches the target: the code, nothing (nobody stands behind it; the answer and the limits stay the same),
   * or a notice instead of the code (e.g. "this number is registered already").
   */
  deliver: 'code' | 'nothing' | { notice: PlatformText };
  /** What the answer says; by default the same sentence whoever stands behind the target. */
  message?: string;
}

export interface CodeSent {
  message: string;
  cooldownSeconds: number;
}

export interface CodeSenderDeps {
  db: Database;
  captcha: CaptchaService;
  codes: CodeStore;
  limiter: RateLimiter;
  notifier: Notifier;
  platformName: () => Promise<string>;
  /** CAPTCHA_FREE_CODE_SENDS_PER_HOUR */
  captchaFreeSendsPerHour: number;
  /** CODE_SENDS_PER_ADDRESS_PER_HOUR (SEND_RULES.perAddress.limit unless a deployment sets it) */
  sendsPerAddressPerHour: number;
}

/** The one way a code is made and sent: the send rules, then the code and its message in one transaction. */
export const createCodeSender = (deps: CodeSenderDeps) => {
  const { db, captcha, codes, limiter, notifier } = deps;

  const smsText = (name: PlatformText, purpose: CodePurpose, code: PlatformText) =>
    platformText`【${name}】您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，${TTL_MINUTES} 分钟内有效。如非本人操作，请忽略本短信。`;

  const codeEmail = (name: PlatformText, purpose: CodePurpose, code: PlatformText) => ({
    subject: platformText`【${name}】${PURPOSE_TEXT[purpose]}验证码`,
    text: platformText`您好：\n\n您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，${TTL_MINUTES} 分钟内有效。\n如非本人操作，请忽略本邮件，您的账号仍然安全。\n\n${name}`,
  });

  return {
    async issueAndSend(purpose: CodePurpose, target: string, request: SendRequest): Promise<CodeSent> {
      const { perAddress } = SEND_RULES;
      const sends = await limiter.count(`code-send:ip:${request.caller.ip}`, perAddress.windowSeconds);
      const limit = deps.sendsPerAddressPerHour;
      if (sends > limit) {
        throw tooManyRequests(`${perAddress.message}，请 1 小时后再试`, perAddress.windowSeconds);
      }
      if (request.captcha !== null && sends > Math.min(deps.captchaFreeSendsPerHour, limit)) {
        await captcha.verify(request.captcha);
      }
      const name = platformSetting(await deps.platformName());
      await db.transaction(async (tx) => {
        const code = platformNumber(await codes.issue(tx, purpose, target));
        const { deliver } = request;
        if (deliver === 'nothing') return;
        if (EMAIL_PURPOSES.has(purpose)) {
          const mail =
            deliver === 'code'
              ? codeEmail(name, purpose, code)
              : {
                  subject: platformText`【${name}】账号提醒`,
                  text: platformText`您好：\n\n${deliver.notice}\n\n${name}`,
                };
          await notifier.sendEmail({ to: target, ...mail, purpose }, { executor: tx });
          return;
        }
        const text =
          deliver === 'code' ? smsText(name, purpose, code) : platformText`【${name}】${deliver.notice}`;
        await notifier.sendSms({ mobile: target, text, purpose }, { executor: tx });
      });
      return { message: request.message ?? SAME_ANSWER, cooldownSeconds: CODE_POLICY.cooldownSeconds };
    },

    /** Checks a code the user typed and answers its id (see CodeStore.check). */
    check: codes.check,
    /** Uses a checked code up, in the transaction of the change it allows (see CodeStore.consume). */
    consume: codes.consume,
  };
};

export type CodeSender = ReturnType<typeof createCodeSender>;
