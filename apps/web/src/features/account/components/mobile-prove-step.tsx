import { type CurrentUser, PasswordSchema } from '@rrsp/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { useProveIdentity, useSendMobileCode } from '../api/change-mobile.ts';

type Method = 'mobile' | 'password';

interface Values {
  code?: string;
  password?: string;
}

/** 更换手机号, step 1: prove it is the owner, by a code to the current mobile or by the password. */
export const MobileProveStep = ({
  user,
  onProved,
}: {
  user: CurrentUser;
  onProved: (proof: string) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const [method, setMethod] = useState<Method>(user.mobile ? 'mobile' : 'password');
  const sendCode = useSendMobileCode();
  const sender = useCodeSender({
    form,
    validate: [],
    send: () => sendCode.mutateAsync({ target: 'current' }),
  });
  const submit = useFormSubmit(form, useProveIdentity(), {
    fields: ['code', 'password'],
    reasonFields: { CODE_INVALID: 'code' },
    variables: (values) =>
      method === 'mobile'
        ? { method, code: (values.code ?? '').trim() }
        : { method, password: values.password ?? '' },
    onSuccess: (grant) => onProved(grant.proof),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="mobile-prove"
      aria-label="验证身份"
    >
      <Form.Item label="验证方式">
        <Radio.Group
          value={method}
          onChange={(event) => {
            setMethod(event.target.value as Method);
            submit.reset();
          }}
          options={[
            { value: 'mobile', label: '通过原手机号验证', disabled: !user.mobile },
            { value: 'password', label: '通过登录密码验证' },
          ]}
        />
      </Form.Item>
      {method === 'mobile' ? (
        <Form.Item
          label={`发送到原手机号 ${user.mobile ?? ''} 的验证码`}
          required
          extra={sender.notice ?? '原手机号无法接收短信时，可改用登录密码验证'}
        >
          <SmsCodeRow requiredMessage="请输入验证码" ariaLabel="原手机号验证码" onSend={sender.onSend} />
        </Form.Item>
      ) : (
        <Form.Item label="登录密码" name="password" rules={fieldRules('请输入登录密码', PasswordSchema)}>
          <Input.Password autoComplete="current-password" maxLength={256} />
        </Form.Item>
      )}
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        下一步
      </Button>
    </Form>
  );
};
