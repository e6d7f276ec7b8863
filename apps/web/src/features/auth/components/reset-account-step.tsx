import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { usePasswordResetStart, useStartResetWithAccount } from '../api/password-reset.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
  account: string;
  captchaCode?: string;
}

/** 找回密码, step 1: the account (username or mobile), with the captcha when the server asks for it. */
export const ResetAccountStep = ({ onDone }: { onDone: (flowId: string) => void }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const { data: start } = usePasswordResetStart();
  const { require } = captcha;
  useEffect(() => {
    if (start?.captchaRequired) require();
  }, [start?.captchaRequired, require]);

  const submit = useFormSubmit(form, useStartResetWithAccount(), {
    fields: ['account', 'captchaCode'],
    captcha,
    variables: (values) => ({ account: values.account.trim(), ...captcha.fieldsFor(values.captchaCode) }),
    onSuccess: (flow) => onDone(flow.flowId),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="reset-account"
      aria-label="填写账号"
    >
      <Form.Item
        label="账号"
        name="account"
        rules={fieldRules(
          '请输入用户名或手机号',
          fieldSchema((s) => s.AccountNameSchema),
        )}
        extra="请输入要找回密码的用户名或注册手机号"
      >
        <Input placeholder="用户名或手机号" autoComplete="username" />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        下一步
      </Button>
    </Form>
  );
};
