import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input, PasswordInput } from '../../../components/form/inputs.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { fetchCaptchaRequired } from '../api/captcha.ts';
import { useSignInByPassword } from '../api/sign-in.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
  account: string;
  password: string;
  captchaCode?: string;
}

/** A refused password, and the wait the server may add after repeated refusals (docs/decisions/006). */
const credentialsRefused = (secondsLeft: number): string =>
  secondsLeft > 0 ? `账号或密码错误，为保护账号安全，请 ${secondsLeft} 秒后再试` : '账号或密码错误';

/**
 * A wait before any password was checked: the server's sentence says why (当前登录人数较多 when its hashing line is
 * full, or too many tries from here or on this name) and the button counts the seconds; over once the wait is.
 */
const waitBeforeTrying = (secondsLeft: number, said: string): string | undefined =>
  secondsLeft > 0 ? said : undefined;

/** 密码登录: username or mobile + password; the captcha row appears after repeated failures. */
export const PasswordSignInForm = ({ redirect }: { redirect: string | undefined }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const complete = useCompleteSignIn(redirect);
  const submit = useFormSubmit(form, useSignInByPassword(), {
    fields: ['account', 'password', 'captchaCode'],
    messages: { CREDENTIALS_INVALID: credentialsRefused, RATE_LIMITED: waitBeforeTrying },
    captcha,
    variables: (values) => ({
      account: values.account.trim(),
      password: values.password,
      ...captcha.fieldsFor(values.captchaCode),
    }),
    onSuccess: (grant) => complete(grant),
  });
  const waiting = submit.waitSeconds > 0;

  const checkCaptcha = async () => {
    const account = form.getFieldValue('account')?.trim();
    if (!account || captcha.required) return;
    // only a name the field's rule accepts is asked about: the server refuses any other with a 400
    const accepted = await form.validateFields(['account']).then(
      () => true,
      () => false,
    );
    if (accepted && (await fetchCaptchaRequired(account))) captcha.require();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="password-sign-in"
      aria-label="密码登录"
    >
      <Form.Item
        label="账号"
        name="account"
        rules={fieldRules(
          '请输入用户名或手机号',
          fieldSchema((s) => s.AccountNameSchema),
        )}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder="用户名或手机号"
          autoComplete="username"
          onBlur={checkCaptcha}
        />
      </Form.Item>
      <Form.Item
        label="密码"
        name="password"
        rules={fieldRules(
          '请输入密码',
          fieldSchema((s) => s.PasswordSchema),
        )}
      >
        <PasswordInput
          prefix={<LockOutlined aria-hidden />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormAlert
        message={submit.alert}
        waitSeconds={submit.waitSeconds}
        waitHint={
          submit.reason === 'CREDENTIALS_INVALID'
            ? '等待结束后可再次尝试；也可以改用短信验证码登录或找回密码。'
            : '等待结束后可再次尝试；也可以改用短信验证码登录。'
        }
      />
      <Button type="primary" htmlType="submit" block loading={submit.submitting} disabled={waiting}>
        {waiting ? `请 ${submit.waitSeconds} 秒后再试` : '登录'}
      </Button>
    </Form>
  );
};
