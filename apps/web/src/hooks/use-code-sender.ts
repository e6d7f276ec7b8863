import type { FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessageOf, fieldIssuesOf, retryAfterOf } from '../lib/form-errors.ts';

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
 * and answers the cooldown for the button. Errors land on the field they concern; a 429 starts the countdown with
 * the seconds the server asked for.
 */
export const useCodeSender = <Values>(options: {
  form: FormInstance<Values>;
  /** Fields to validate before sending. */
  validate: string[];
  send: (captchaFields: { captchaId?: string; captchaCode?: string }) => Promise<CodeSent>;
  captcha?: CaptchaLike;
  /** Where an error without a field goes (default: the code field). */
  errorField?: string;
}) => {
  const { form, validate, send, captcha, errorField = 'code' } = options;
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
      const issues = fieldIssuesOf(caught);
      if (captcha && issues.some((issue) => issue.field === 'captchaCode')) {
        if (captcha.required) captcha.refresh();
        captcha.require();
        form.setFields([{ name: 'captchaCode' as never, errors: ['请输入图形验证码后再获取'] }]);
        return 0;
      }
      const known = issues.find((issue) => validate.includes(issue.field));
      form.setFields([
        {
          name: (known?.field ?? errorField) as never,
          errors: [known?.message ?? errorMessageOf(caught)],
        },
      ]);
      return retryAfterOf(caught);
    }
  };

  return { onSend, notice };
};
