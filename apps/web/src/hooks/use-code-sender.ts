import type { FormInstance } from 'antd';
import { useState } from 'react';
import {
  type ApiError,
  type ApiErrorReason,
  errorMessageOf,
  fieldIssuesOf,
  isApiError,
  retryAfterOf,
} from '../lib/api-error.ts';
import { captchaWanted } from '../lib/form-failure.ts';

/** What the sender needs of an image captcha (features/auth useCaptcha provides it). */
export interface CaptchaLike {
  required: boolean;
  require: () => void;
  refresh: () => void;
  fieldsFor: (captchaCode: string | undefined) => { captchaId?: string; captchaCode?: string };
}

interface CodeSent {
  message: string;
  cooldownSeconds: number;
}

/**
 * The 获取验证码 click of a form: checks the target field, sends (with the captcha when the server wants one),
 * and answers the cooldown for the button. Errors land on the field they concern; a wait the server asks for
 * (RATE_LIMITED) starts the button's countdown with its seconds.
 */
export const useCodeSender = <Values>(options: {
  form: FormInstance<Values>;
  /** Fields to validate before sending. */
  validate: string[];
  send: (captchaFields: { captchaId?: string; captchaCode?: string }) => Promise<CodeSent>;
  captcha?: CaptchaLike;
  /** Where an error without a field goes (default: the code field). */
  errorField?: string;
  /** Reasons the form answers itself (e.g. FLOW_EXPIRED: start again). */
  on?: Partial<Record<ApiErrorReason, (error: ApiError) => void>>;
}) => {
  const { form, validate, send, captcha, errorField = 'code', on } = options;
  const [notice, setNotice] = useState<string>();

  const onSend = async (): Promise<number> => {
    setNotice(undefined);
    try {
      await form.validateFields(validate as never[]);
    } catch {
      return 0;
    }
    if (captcha?.required && !form.getFieldValue('captchaCode' as never)) {
      form.setFields([{ name: 'captchaCode' as never, errors: ['请先输入图形验证码'] }]);
      return 0;
    }
    try {
      const captchaCode = form.getFieldValue('captchaCode' as never) as string | undefined;
      const sent = await send(captcha?.fieldsFor(captchaCode) ?? {});
      setNotice(sent.message);
      if (captcha?.required) {
        captcha.refresh();
        form.setFieldValue('captchaCode' as never, '' as never);
      }
      return sent.cooldownSeconds;
    } catch (caught) {
      if (isApiError(caught)) {
        // The request client has told the user already.
        if (caught.kind === 'session-ended' || caught.kind === 'aborted') return 0;
        const own = on?.[caught.reason];
        if (own) {
          own(caught);
          return 0;
        }
      }
      if (captcha && captchaWanted(caught)) {
        if (captcha.required) captcha.refresh();
        captcha.require();
        form.setFieldValue('captchaCode' as never, '' as never);
        form.setFields([{ name: 'captchaCode' as never, errors: ['请输入图形验证码后再获取'] }]);
        return 0;
      }
      const known = fieldIssuesOf(caught).find((issue) => validate.includes(issue.field));
      form.setFields([
        {
          name: (known?.field ?? errorField) as never,
          errors: [known?.message ?? errorMessageOf(caught)],
        },
      ]);
      return retryAfterOf(caught);
    }
  };

  /** Forgets the last send's notice (e.g. the code went to a number the user must now change). */
  const reset = () => setNotice(undefined);

  return { onSend, notice, reset };
};
