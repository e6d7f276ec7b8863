import { Button, Form } from 'antd';
import { useState } from 'react';
import { Checkbox } from '../../../components/form/checkbox-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { lazyPart, WhenShown } from '../../../components/ui/load-when-shown.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema, zodRule } from '../../../lib/zod-rule.ts';
import { useRegisterAccount } from '../api/register.ts';
import { useSendSignUpSms } from '../api/send-code.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import type { TermsKind } from './terms-modal.tsx';
import './auth.css';
import { MobileInput } from '../../../components/form/mobile-input.tsx';

interface Values {
  username: string;
  nickName?: string;
  mobile: string;
  captchaCode?: string;
  code: string;
  password: string;
  confirm: string;
  agree: boolean;
}

const FIELDS = ['username', 'nickName', 'mobile', 'code', 'password'] as const;

/** The terms' dialog (and antd's Modal) load when a link to them is first pressed (docs/decisions/034). */
const TermsModal = lazyPart(async () => (await import('./terms-modal.tsx')).TermsModal);

/** 注册账号: username, optional nickname, verified mobile, password with a strength hint, terms. */
export const SignUpForm = ({ redirect }: { redirect: string | undefined }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const complete = useCompleteSignIn(redirect, 'sign-up');
  const [terms, setTerms] = useState<TermsKind>();
  const sendCode = useSendSignUpSms();

  const sender = useCodeSender({
    form,
    validate: ['mobile'],
    captcha,
    errorField: 'mobile',
    send: (captchaFields) =>
      sendCode.mutateAsync({ mobile: (form.getFieldValue('mobile') as string).trim(), ...captchaFields }),
  });

  // A taken username or mobile comes back as a 409 naming its field; a wrong code names `code`.
  const submit = useFormSubmit(form, useRegisterAccount(), {
    fields: FIELDS,
    reasonFields: { CODE_INVALID: 'code' },
    scrollToError: true,
    variables: (values) => ({
      username: values.username.trim(),
      nickName: values.nickName?.trim() || undefined,
      mobile: values.mobile.trim(),
      code: values.code.trim(),
      password: values.password,
    }),
    onSuccess: (grant) => complete(grant),
  });

  return (
    <>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit.onFinish}
        name="sign-up"
        aria-label="注册账号"
        className="sign-up-form"
      >
        <Form.Item
          label="用户名"
          name="username"
          rules={fieldRules(
            '请输入用户名',
            fieldSchema((s) => s.UsernameSchema),
          )}
          extra="4–32 位，以字母开头，可含字母、数字和下划线，注册后不可修改"
        >
          <Input placeholder="例如 miaoling_tea" autoComplete="username" maxLength={32} />
        </Form.Item>
        <Form.Item label="昵称" name="nickName" rules={[zodRule(fieldSchema((s) => s.NickNameSchema))]}>
          <Input placeholder="在平台上显示的名称，可稍后填写" autoComplete="nickname" maxLength={30} />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="mobile"
          rules={fieldRules(
            '请输入手机号',
            fieldSchema((s) => s.MobileSchema),
          )}
        >
          <MobileInput placeholder="用于登录和找回密码" />
        </Form.Item>
        <CaptchaField captcha={captcha} />
        <Form.Item label="短信验证码" required extra={sender.notice}>
          <SmsCodeRow requiredMessage="请输入短信验证码" ariaLabel="短信验证码" onSend={sender.onSend} />
        </Form.Item>
        <NewPasswordFields
          name="password"
          label="密码"
          requiredMessage="请设置密码"
          confirmLabel="确认密码"
          confirmRequiredMessage="请再次输入密码"
          confirmPlaceholder="再次输入密码"
          owner={{ usernameField: 'username', mobileField: 'mobile' }}
        />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: unknown) => {
                if (!value) throw new Error('请阅读并同意用户服务协议和隐私政策');
              },
            },
          ]}
        >
          <Checkbox>
            我已阅读并同意
            <Button type="link" size="small" className="inline-link" onClick={() => setTerms('service')}>
              《用户服务协议》
            </Button>
            和
            <Button type="link" size="small" className="inline-link" onClick={() => setTerms('privacy')}>
              《隐私政策》
            </Button>
          </Checkbox>
        </Form.Item>
        <FormAlert message={submit.alert} />
        <Button type="primary" htmlType="submit" size="large" block loading={submit.submitting}>
          注册并登录
        </Button>
      </Form>
      <WhenShown shown={terms !== undefined}>
        <TermsModal
          terms={terms}
          onClose={() => setTerms(undefined)}
          onAgree={() => {
            form.setFieldValue('agree', true);
            setTerms(undefined);
          }}
        />
      </WhenShown>
    </>
  );
};
