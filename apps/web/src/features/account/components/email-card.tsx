import type { CurrentUser } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { StateTag } from '../../../components/ui/state-tag.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { type SubmitMutation, useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { type ApiError, reasonOf } from '../../../lib/api-error.ts';
import { useSendEmailCode, useVerifyEmail } from '../api/verify-email.ts';
import { EMAIL_STATE_TEXT, emailStateOf } from '../utils/email-state.ts';

interface EmailCardProps {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
  /** The page's user is out of date (the address changed or was confirmed elsewhere): read it again. */
  onUserStale: () => void;
}

/** 邮箱: the profile's address with its state; an unconfirmed one is confirmed right here by a code sent to it. */
export const EmailCard = ({ user, onUserChanged, onUserStale }: EmailCardProps) => {
  const state = emailStateOf(user);
  return (
    <Panel title="邮箱" className="account-card">
      <div className="account-email">
        <span className="account-email__value">{user.email ?? '未填写'}</span>
        {state === 'verified' ? (
          <StateTag className="account-email__tag account-email__tag--verified">已验证</StateTag>
        ) : null}
        {state === 'unverified' ? (
          <StateTag className="account-email__tag account-email__tag--unverified">未验证</StateTag>
        ) : null}
      </div>
      <div className="account-mobile__hint">{EMAIL_STATE_TEXT[state]}</div>
      {user.email && state === 'unverified' ? (
        // A new address starts a fresh form: its countdown and notice belonged to the old one.
        <EmailVerifyForm
          key={user.email}
          email={user.email}
          onUserChanged={onUserChanged}
          onUserStale={onUserStale}
        />
      ) : null}
    </Panel>
  );
};

interface Values {
  code: string;
}

const EmailVerifyForm = ({
  email,
  onUserChanged,
  onUserStale,
}: {
  email: string;
  onUserChanged: (user: CurrentUser) => void;
  onUserStale: () => void;
}) => {
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
