import {
  type BodyOf,
  resetByAccountName,
  resetCheckMobile,
  resetPassword,
  resetSendCode,
  startPasswordReset,
} from '@rrsp/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { formCall } from './sign-in.ts';

export const getPasswordResetStartQueryOptions = () =>
  queryOptions({
    queryKey: ['sso', 'password-reset', 'start'],
    queryFn: ({ signal }) => api.request(startPasswordReset, { showLoading: false, silent: true, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const startResetWithAccount = (body: BodyOf<typeof resetByAccountName>) =>
  api.request(resetByAccountName, { body, ...formCall });

export const checkResetMobile = (body: BodyOf<typeof resetCheckMobile>) =>
  api.request(resetCheckMobile, { body, ...formCall });

export const sendResetCode = (body: BodyOf<typeof resetSendCode>) =>
  api.request(resetSendCode, { body, ...formCall });

/** Travels encrypted (the contract marks it); on success every session of the account has ended. */
export const resetPasswordWithCode = (body: BodyOf<typeof resetPassword>) =>
  api.request(resetPassword, { body, ...formCall });
