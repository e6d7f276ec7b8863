import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useResetPasswordWithCode, useSendResetCode } from '../api/password-reset.ts';

interface Values {
  code: string;
  password: string;
  confirm: string;
}

interface ResetPasswordStepProps {
  flowId: string;
  onDone: () => void;
  /** The flow has expired (FLOW_EXPIRED): start again from the account. */
  onRestart: () => void;
}

/** 找回密码, step 3: the code sent to the mobile and the new password. */
export const ResetPasswordStep = ({ flowId, onDone, onRestart }: ResetPasswordStepProps) => {
  const [form] = Form.useForm<Values>();
  const sendCode = useSendResetCode();
  const sender = useCodeSender({
    form,
    validate: [],
    on: { FLOW_EXPIRED: onRestart },
    send: () => sendCode.mutateAsync({ flowId }),
  });
  const submit = useFormSubmit(form, useResetPasswordWithCode(), {
    fields: ['code', 'password'],
    reasonFields: { CODE_INVALID: 'code' },
    on: { FLOW_EXPIRED: onRestart },
    variables: (values) => ({ flowId, code: values.code.trim(), password: values.password }),
    onSuccess: onDone,
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="reset-password"
      aria-label="设置新密码"
    >
      <Form.Item
        label="短信验证码"
        required
        extra={sender.notice ?? '若账号与手机号匹配，验证码将发送到该手机，10 分钟内有效'}
      >
        <SmsCodeRow requiredMessage="请输入短信验证码" ariaLabel="短信验证码" onSend={sender.onSend} />
      </Form.Item>
      <NewPasswordFields
        name="password"
        label="新密码"
        requiredMessage="请设置新密码"
        confirmLabel="确认新密码"
        confirmRequiredMessage="请再次输入新密码"
        confirmPlaceholder="再次输入新密码"
      />
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        重置密码
      </Button>
    </Form>
  );
};
