import { type BodyOf, sendEmailSignInCode, sendRegistrationCode, sendSignInSmsCode } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { formCall } from './sign-in.ts';

/** The code sends answer the same whether or not an account stands behind the number (no enumeration). */
export const sendSignInSms = (body: BodyOf<typeof sendSignInSmsCode>) =>
  api.request(sendSignInSmsCode, { body, ...formCall });

export const sendEmailCode = (body: BodyOf<typeof sendEmailSignInCode>) =>
  api.request(sendEmailSignInCode, { body, ...formCall });

export const sendSignUpSms = (body: BodyOf<typeof sendRegistrationCode>) =>
  api.request(sendRegistrationCode, { body, ...formCall });
