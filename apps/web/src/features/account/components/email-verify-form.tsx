import type { CurrentUser } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { type SubmitMutation, useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { type ApiError, reasonOf } from '../../../lib/api-error.ts';
import { useSendEmailCode, useVerifyEmail } from '../api/verify-email.ts';

/** The name email-card.tsx's stand-in gives its 获取验证码 when it hands a press of it over. */
const SEND_CODE = 'sendCode';

interface Values {
  code: string;
}

export interface EmailVerifyFormProps {
  email: string;
  onUserChanged: (user: CurrentUser) => void;
  onUserStale: () => void;
  /** What the stand-in (email-card.tsx) hands over when this form takes its place. */
  handOver?: StandInHandOver;
}

/** 邮箱's confirmation by a code, antd's Form with its rules: what email-card.tsx loads on first use. */
export const EmailVerifyForm = ({ email, onUserChanged, onUserStale, handOver }: EmailVerifyFormProps) => {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  const sendCode = useSendEmailCode();
  // No address on record, or it is confirmed already: the page is behind the account, so read it again.
  const onNothingToConfirm = (error: ApiError) => {
    form.setFields([{ name: 'code', errors: [error.message] }]);
    onUserStale();
  };
  const sender = useCodeSender({
    form,
    validate: [],
    on: { BUSINESS_RULE: onNothingToConfirm },
    send: () => sendCode.mutateAsync(),
  });
  const verify = useVerifyEmail();
  const verifyAndCatchUp: SubmitMutation<Values, CurrentUser> = {
    isPending: verify.isPending,
    mutateAsync: (values) =>
      verify.mutateAsync(values).catch((error: unknown) => {
        // The address changed since the code was sent (another tab): the sentence says so, the page catches up.
        if (reasonOf(error) === 'BUSINESS_RULE') onUserStale();
        throw error;
      }),
  };
  const submit = useFormSubmit(form, verifyAndCatchUp, {
    fields: ['code'],
    reasonFields: { CODE_INVALID: 'code' },
    messages: { CONFLICT: '该邮箱已被其他账号验证使用，请在“基本资料”中更换邮箱后重新验证' },
    variables: (values) => ({ code: values.code.trim() }),
    onSuccess: (updated) => {
      onUserChanged(updated);
      message.success('邮箱已验证，可用于邮箱验证码登录');
    },
  });

  // 获取验证码 pressed on the stand-in: pressed here once this form is there
  useStandInHandOver(form, handOver, (pressed) => {
    if (pressed === SEND_CODE)
      document.getElementById('email-verify')?.querySelector<HTMLElement>('.send-code-button')?.click();
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="email-verify"
      aria-label="验证邮箱"
      className="account-email__form"
    >
      <Form.Item
        label="邮箱验证码"
        required
        extra={sender.notice ?? `验证码将发送到 ${email}，10 分钟内有效，请同时留意垃圾邮件箱`}
      >
        <SmsCodeRow requiredMessage="请输入邮箱收到的验证码" ariaLabel="邮箱验证码" onSend={sender.onSend} />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" loading={submit.submitting}>
        确认
      </Button>
    </Form>
  );
};
