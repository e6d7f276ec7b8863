import { AccountNameSchema, MobileSchema } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { paths } from '../../../config/paths.ts';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { errorMessageOf, fieldIssuesOf, formFieldErrors, statusOf } from '../../../lib/form-errors.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import {
  checkResetMobile,
  getPasswordResetStartQueryOptions,
  resetPasswordWithCode,
  sendResetCode,
  startResetWithAccount,
} from '../api/password-reset.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { FormAlert } from './wait-alert.tsx';
import './auth.css';

const STEPS = [{ title: '填写账号' }, { title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }];

/** The flow id is gone (expired, used): the user has to start again. */
const isFlowExpired = (error: unknown): boolean =>
  fieldIssuesOf(error).some((issue) => issue.field === 'flowId') ||
  /找回流程已失效/.test(errorMessageOf(error));

interface StepProps {
  onDone: (flowId: string) => void;
}

const AccountStep = ({ onDone }: StepProps) => {
  const [form] = Form.useForm<{ account: string; captchaCode?: string }>();
  const captcha = useCaptcha();
  const { data: start } = useQuery(getPasswordResetStartQueryOptions());
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const { require } = captcha;
  useEffect(() => {
    if (start?.captchaRequired) require();
  }, [start?.captchaRequired, require]);

  const onFinish = async (values: { account: string; captchaCode?: string }) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const flow = await startResetWithAccount({
        account: values.account.trim(),
        ...captcha.fieldsFor(values.captchaCode),
      });
      onDone(flow.flowId);
    } catch (caught) {
      captcha.afterFailure(caught, () => form.setFieldValue('captchaCode', ''));
      const { fields, rest } = formFieldErrors(caught, ['account', 'captchaCode']);
      form.setFields(fields);
      setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      name="reset-account"
      aria-label="填写账号"
    >
      <Form.Item
        label="账号"
        name="account"
        rules={fieldRules('请输入用户名或手机号', AccountNameSchema)}
        extra="请输入要找回密码的用户名或注册手机号"
      >
        <Input placeholder="用户名或手机号" autoComplete="username" />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormAlert message={error} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        下一步
      </Button>
    </Form>
  );
};

const MobileStep = ({ flowId, onDone, onRestart }: StepProps & { flowId: string; onRestart: () => void }) => {
  const [form] = Form.useForm<{ mobile: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();

  const onFinish = async (values: { mobile: string }) => {
    setSubmitting(true);
    setError(undefined);
    try {
      const flow = await checkResetMobile({ flowId, mobile: values.mobile.trim() });
      onDone(flow.flowId);
    } catch (caught) {
      if (isFlowExpired(caught)) onRestart();
      const { fields, rest } = formFieldErrors(caught, ['mobile']);
      form.setFields(fields);
      setError(rest);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
      name="reset-mobile"
      aria-label="验证手机"
    >
      <Alert
        className="form-alert"
        type="info"
        showIcon
        title="请填写该账号绑定的手机号"
        description="为保护账号安全，系统不会提示账号与手机号是否匹配。若账号与手机号匹配，验证码将发送到该手机。"
      />
      <Form.Item label="绑定的手机号" name="mobile" rules={fieldRules('请输入手机号', MobileSchema)}>
        <Input
          placeholder="请输入 11 位手机号"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={11}
        />
      </Form.Item>
      <FormAlert message={error} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        下一步
      </Button>
    </Form>
  );
};

interface NewPasswordValues {
  code: string;
  password: string;
  confirm: string;
}

const NewPasswordStep = ({
  flowId,
  onDone,
  onRestart,
}: StepProps & { flowId: string; onRestart: () => void }) => {
  const [form] = Form.useForm<NewPasswordValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const sender = useCodeSender({
    form,
    validate: [],
    send: async () => {
      try {
        return await sendResetCode({ flowId });
      } catch (caught) {
        if (isFlowExpired(caught)) onRestart();
        throw caught;
      }
    },
  });

  const onFinish = async (values: NewPasswordValues) => {
    setSubmitting(true);
    setError(undefined);
    try {
      await resetPasswordWithCode({ flowId, code: values.code.trim(), password: values.password });
      onDone(flowId);
    } catch (caught) {
      if (isFlowExpired(caught)) onRestart();
      if (statusOf(caught) === 401) {
        form.setFields([{ name: 'code', errors: [errorMessageOf(caught)] }]);
      } else {
        const { fields, rest } = formFieldErrors(caught, ['code', 'password']);
        form.setFields(fields);
        setError(rest);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={onFinish}
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
      <FormAlert message={error} />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        重置密码
      </Button>
    </Form>
  );
};

/** 找回密码 (SPEC.md §7 forgot-password steps): account → mobile → code and new password → done. */
export const PasswordResetFlow = () => {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [flowId, setFlowId] = useState('');
  const [expired, setExpired] = useState(false);

  const restart = () => {
    setExpired(true);
    setFlowId('');
    setStep(0);
  };
  const advance = (next: number) => (id: string) => {
    setExpired(false);
    setFlowId(id);
    setStep(next);
  };

  return (
    <div className="reset-flow">
      <Steps className="flow-steps" size="small" current={step} items={STEPS} titlePlacement="vertical" />
      {expired && step === 0 ? (
        <Alert className="form-alert" type="warning" showIcon title="找回流程已失效，请重新填写账号" />
      ) : null}
      {step === 0 ? <AccountStep onDone={advance(1)} /> : null}
      {step === 1 ? <MobileStep flowId={flowId} onDone={advance(2)} onRestart={restart} /> : null}
      {step === 2 ? <NewPasswordStep flowId={flowId} onDone={advance(3)} onRestart={restart} /> : null}
      {step === 3 ? (
        <Result
          className="entry-result"
          status="success"
          title="密码已重置"
          subTitle="请使用新密码登录。为保护账号安全，此前在各设备上的登录已全部结束。"
          extra={
            <Button type="primary" onClick={() => navigate(paths.entry.signIn.getHref())}>
              去登录
            </Button>
          }
        />
      ) : null}
    </div>
  );
};
