import { MobileSchema, NickNameSchema, UsernameSchema } from '@rrsp/contract';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import { useRegisterAccount } from '../api/register.ts';
import { useSendSignUpSms } from '../api/send-code.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
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

const TERMS = {
  service: {
    title: '用户服务协议',
    body: [
      '本平台由省级乡村振兴主管部门指导建设，为入驻主体、服务商与社会公众提供信息发布、产销对接与服务撮合。',
      '您应使用本人真实手机号注册，妥善保管账号与密码，不得出借、转让账号；账号下的操作视为本人操作。',
      '您发布的产品、服务和案例信息应真实、合法，平台将依法审核，对违规内容予以下架。',
      '如发现账号被盗用，请立即修改密码或通过“账号申诉”找回账号。',
    ],
  },
  privacy: {
    title: '隐私政策',
    body: [
      '我们仅收集提供服务所必需的信息：用户名、手机号、邮箱（选填）以及您在入驻时提交的主体资料。',
      '密码经不可逆加密后保存；登录、注册与改密时的敏感信息在传输中额外加密。',
      '未经您同意，我们不会向第三方提供您的个人信息，法律法规另有规定的除外。',
      '您可以在“账户设置”中查看和更正个人资料。',
    ],
  },
} as const;

/** 注册账号: username, optional nickname, verified mobile, password with a strength hint, terms. */
export const SignUpForm = ({ redirect }: { redirect: string | undefined }) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const complete = useCompleteSignIn(redirect, 'sign-up');
  const [terms, setTerms] = useState<keyof typeof TERMS>();
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
          rules={fieldRules('请输入用户名', UsernameSchema)}
          extra="4–32 位，以字母开头，可含字母、数字和下划线，注册后不可修改"
        >
          <Input placeholder="例如 miaoling_tea" autoComplete="username" maxLength={32} />
        </Form.Item>
        <Form.Item label="昵称" name="nickName" rules={[zodRule(NickNameSchema)]}>
          <Input placeholder="在平台上显示的名称，可稍后填写" autoComplete="nickname" maxLength={30} />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" rules={fieldRules('请输入手机号', MobileSchema)}>
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
      <Modal
        open={terms !== undefined}
        title={terms ? TERMS[terms].title : ''}
        onCancel={() => setTerms(undefined)}
        onOk={() => {
          form.setFieldValue('agree', true);
          setTerms(undefined);
        }}
        okText="同意"
        cancelText="关闭"
      >
        {terms ? TERMS[terms].body.map((line) => <p key={line}>{line}</p>) : null}
      </Modal>
    </>
  );
};
