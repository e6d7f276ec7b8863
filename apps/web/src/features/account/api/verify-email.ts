import { type BodyOf, sendAccountEmailCode, verifyAccountEmail } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/**
 * Confirming the profile's e-mail: a code to the address on record (not one typed here), then the code back. Only a
 * confirmed address signs in by 邮箱验证码. Errors are shown in the card (`silent`); a 401 still ends the session.
 */
export const sendEmailCode = () => api.request(sendAccountEmailCode, { silent: true });

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode });

/** Answers the updated user (`emailVerified: true`). */
export const verifyEmail = (body: BodyOf<typeof verifyAccountEmail>) =>
  api.request(verifyAccountEmail, { body, silent: true });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
