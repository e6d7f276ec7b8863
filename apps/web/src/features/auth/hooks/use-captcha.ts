import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { captchaWanted } from '../../../lib/form-failure.ts';
import { getCaptchaQueryOptions } from '../api/captcha.ts';

export interface CaptchaState {
  /** Whether the form shows the captcha row. */
  required: boolean;
  require: () => void;
  captchaId: string | undefined;
  image: string | undefined;
  loading: boolean;
  failed: boolean;
  /** A new image (each one allows one guess). */
  refresh: () => void;
  /**
   * After a failed submit: shows the captcha when the server asks for one, and replaces a used image (each allows
   * one guess), clearing the typed answer through `clearAnswer`.
   */
  afterFailure: (caught: unknown, clearAnswer: () => void) => void;
  /** `{ captchaId, captchaCode }` for the request, or nothing while no captcha is needed. */
  fieldsFor: (captchaCode: string | undefined) => { captchaId?: string; captchaCode?: string };
}

/** The image captcha of the SSO forms: shown only once the server asks for it, refreshed after every try. */
export const useCaptcha = (): CaptchaState => {
  const [required, setRequired] = useState(false);
  const [round, setRound] = useState(0);
  const query = useQuery({ ...getCaptchaQueryOptions(round), enabled: required });
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  const require = useCallback(() => setRequired(true), []);
  const captchaId = query.data?.captchaId;
  return {
    required,
    require,
    captchaId,
    image: query.data?.image,
    loading: query.isFetching,
    failed: query.isError,
    refresh,
    afterFailure: (caught, clearAnswer) => {
      const needed = captchaWanted(caught);
      if (needed) setRequired(true);
      if (required || needed) {
        refresh();
        clearAnswer();
      }
    },
    fieldsFor: (captchaCode) =>
      required && captchaId && captchaCode ? { captchaId, captchaCode: captchaCode.trim() } : {},
  };
};
