import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useSendSignInCode } from '../api/send-code.ts';
import { useSignInByCode } from '../api/sign-in.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
  target: string;
  code: string;
  captchaCode?: string;
}

const CHANNELS = {
  sms: {
    label: '手机号',
    emptyText: '请输入手机号',
    placeholder: '请输入 11 位手机号',
    schema: fieldSchema((s) => s.MobileSchema),
    icon: <MobileOutlined aria-hidden />,
    autoComplete: 'tel-national',
    inputMode: 'numeric' as const,
    codeHint: '验证码 10 分钟内有效',
    targetHint: undefined,
  },
  email: {
    label: '邮箱',
    emptyText: '请输入邮箱',
    placeholder: '请输入已验证的邮箱',
    schema: fieldSchema((s) => s.EmailSchema),
    icon: <MailOutlined aria-hidden />,
    autoComplete: 'email',
    inputMode: 'email' as const,
    codeHint: '验证码 10 分钟内有效，请同时留意垃圾邮件箱',
    // The server answers alike for an unknown and an unconfirmed address, so the page can only say it beforehand.
    targetHint: '只有在“账户设置”中验证过的邮箱才能收到登录验证码',
  },
} as const;

/** 短信登录 and 邮箱登录: a target, a 6-digit code with a send button counting down its cooldown. */
export const CodeSignInForm = ({
  channel,
  redirect,
}: {
  channel: 'sms' | 'email';
  redirect: string | undefined;
}) => {
  const config = CHANNELS[channel];
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const complete = useCompleteSignIn(redirect);
  const sendCode = useSendSignInCode(channel);

  const sender = useCodeSender({
    form,
    validate: ['target'],
    captcha,
    errorField: 'target',
    send: (captchaFields) =>
      sendCode.mutateAsync({ target: (form.getFieldValue('target') as string).trim(), ...captchaFields }),
  });

  const submit = useFormSubmit(form, useSignInByCode(channel), {
    fields: ['code'],
    // A code that does not match is the code field's problem, whatever the server calls it.
    reasonFields: { CODE_INVALID: 'code' },
    variables: (values) => ({ target: values.target.trim(), code: values.code.trim() }),
    onSuccess: (grant) => complete(grant),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit.onFinish}
      name={`${channel}-sign-in`}
      aria-label={channel === 'sms' ? '短信验证码登录' : '邮箱验证码登录'}
    >
      <Form.Item
        label={config.label}
        name="target"
        rules={fieldRules(config.emptyText, config.schema)}
        extra={config.targetHint}
      >
        <Input
          prefix={config.icon}
          placeholder={config.placeholder}
          autoComplete={config.autoComplete}
          inputMode={config.inputMode}
          maxLength={channel === 'sms' ? 11 : 254}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Form.Item label="验证码" required extra={sender.notice ?? config.codeHint}>
        <SmsCodeRow
          requiredMessage="请输入验证码"
          ariaLabel="验证码"
          onSend={sender.onSend}
          placeholder="6 位数字验证码"
          prefix={<SafetyOutlined aria-hidden />}
        />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        登录
      </Button>
    </Form>
  );
};
