import { type AccountNameSchema, getCaptcha, getSsoIndex } from '@rrsp/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { ssoKeys } from './query-keys.ts';

/** A fresh captcha image for each `round` (one image allows one guess). */
export const getCaptchaQueryOptions = (round: number) =>
  queryOptions({
    queryKey: ssoKeys.captcha(round),
    queryFn: ({ signal }) => api.request(getCaptcha, { showLoading: false, silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** Whether signing in to this account needs a captcha now (after repeated failures). */
export const fetchCaptchaRequired = async (account: z.input<typeof AccountNameSchema>): Promise<boolean> => {
  try {
    const index = await api.request(getSsoIndex, {
      query: { account },
      showLoading: false,
      silent: true,
      skipSessionEnd: true,
    });
    return index.captchaRequired;
  } catch {
    return false;
  }
};
