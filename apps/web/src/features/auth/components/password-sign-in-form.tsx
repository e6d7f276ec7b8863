import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { AccountNameSchema, PasswordSchema } from '@rrsp/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { formFieldErrors, retryAfterOf, statusOf } from '../../../lib/form-errors.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { fetchCaptchaRequired } from '../api/captcha.ts';
import { signInByPassword } from '../api/sign-in.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './wait-alert.tsx';

interface Values {
  account: string;
  password: string;
  captchaCode?: string;
}

const FIELDS = ['account', 'password', 'captchaCode'] as const;

/** 密码登录: username or mobile + password; the captcha row appears after repeated failures. */
export const PasswordSignInForm = ({ redirect }: { redirect: string | undefined }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const complete = useCompleteSignIn(redirect);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  /** The server's sentence naming a wait; shown (counting down) only while the wait lasts. */
  const [waitMessage, setWaitMessage] = useState<string>();
  const [waitSeconds, startWait] = useCountdown();

  const checkCaptcha = async () => {
    const account = form.getFieldValue('account')?.trim();
    if (account && !captcha.required && (await fetchCaptchaRequired(account))) captcha.require();
  };

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    setError(undefined);
    setWaitMessage(undefined);
    try {
      const grant = await signInByPassword({
        account: values.account.trim(),
        password: values.password,
        ...captcha.fieldsFor(values.captchaCode),
      });
      await complete(grant);
    } catch (caught) {
      const wait = retryAfterOf(caught);
      startWait(wait);
      captcha.afterFailure(caught, () => form.setFieldValue('captchaCode', ''));
      const { fields, rest } = formFieldErrors(caught, FIELDS);
      form.setFields(fields);
      if (wait > 0 && rest) {
        setWaitMessage(rest);
        // After the wait only the first half remains true ('账号或密码错误'); a pure 429 leaves nothing to say.
        setError(statusOf(caught) === 401 ? rest.split('；')[0] : undefined);
      } else setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      name="password-sign-in"
      aria-label="密码登录"
    >
      <Form.Item label="账号" name="account" rules={fieldRules('请输入用户名或手机号', AccountNameSchema)}>
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder="用户名或手机号"
          autoComplete="username"
          onBlur={checkCaptcha}
        />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={fieldRules('请输入密码', PasswordSchema)}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      {waitSeconds > 0 ? (
        <FormAlert message={waitMessage} waitSeconds={waitSeconds} />
      ) : (
        <FormAlert message={error} />
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={waitSeconds > 0}>
        {waitSeconds > 0 ? `请 ${waitSeconds} 秒后再试` : '登录'}
      </Button>
    </Form>
  );
};
