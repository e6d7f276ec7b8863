import { type BodyOf, sendEmailSignInCode, sendRegistrationCode, sendSignInSmsCode } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type CodeChannel, formCall } from './sign-in.ts';

type CaptchaFields = { captchaId?: string; captchaCode?: string };

/**
 * The sign-in code, by SMS or e-mail. The sends answer the same whether or not an account stands behind the
 * target (no enumeration).
 */
export const sendSignInCode = (
  channel: CodeChannel,
  { target, ...captcha }: { target: string } & CaptchaFields,
) =>
  channel === 'sms'
    ? api.request(sendSignInSmsCode, { body: { mobile: target, ...captcha }, ...formCall })
    : api.request(sendEmailSignInCode, { body: { email: target, ...captcha }, ...formCall });

export const useSendSignInCode = (channel: CodeChannel) =>
  useMutation({
    mutationFn: (variables: { target: string } & CaptchaFields) => sendSignInCode(channel, variables),
  });

export const sendSignUpSms = (body: BodyOf<typeof sendRegistrationCode>) =>
  api.request(sendRegistrationCode, { body, ...formCall });

export const useSendSignUpSms = () => useMutation({ mutationFn: sendSignUpSms });
