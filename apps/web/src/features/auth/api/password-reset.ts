import {
  type BodyOf,
  resetByAccountName,
  resetCheckMobile,
  resetPassword,
  resetSendCode,
  startPasswordReset,
} from '@rrsp/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ssoKeys } from './query-keys.ts';
import { formCall } from './sign-in.ts';

/** Whether the first step needs the image captcha straight away. */
export const getPasswordResetStartQueryOptions = () =>
  queryOptions({
    queryKey: ssoKeys.passwordResetStart(),
    queryFn: ({ signal }) => api.request(startPasswordReset, { showLoading: false, silent: true, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const usePasswordResetStart = () => useQuery(getPasswordResetStartQueryOptions());

export const startResetWithAccount = (body: BodyOf<typeof resetByAccountName>) =>
  api.request(resetByAccountName, { body, ...formCall });

export const useStartResetWithAccount = () => useMutation({ mutationFn: startResetWithAccount });

export const checkResetMobile = (body: BodyOf<typeof resetCheckMobile>) =>
  api.request(resetCheckMobile, { body, ...formCall });

export const useCheckResetMobile = () => useMutation({ mutationFn: checkResetMobile });

export const sendResetCode = (body: BodyOf<typeof resetSendCode>) =>
  api.request(resetSendCode, { body, ...formCall });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });

/** Travels encrypted (the contract marks it); on success every session of the account has ended. */
export const resetPasswordWithCode = (body: BodyOf<typeof resetPassword>) =>
  api.request(resetPassword, { body, ...formCall });

export const useResetPasswordWithCode = () => useMutation({ mutationFn: resetPasswordWithCode });
