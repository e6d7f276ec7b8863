import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema, zodRule } from '../../../lib/zod-rule.ts';
import { useSendAppealCode, useSubmitAppeal } from '../api/appeal.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import type { AppealIdentity } from './appeal-identity-step.tsx';
import { appealSearchHref } from './appeal-search-href.ts';
import { CaptchaField } from './captcha-field.tsx';

const ReasonSchema = fieldSchema((s) => s.AppealApplicationSchema.shape.reason);

interface Values {
  contactMobile: string;
  captchaCode?: string;
  code: string;
  reason: string;
}

interface AppealContactStepProps {
  /** What the earlier steps collected. */
  draft: { username: string; identity: AppealIdentity; photoIds: string[] };
  onBack: () => void;
  onSubmitted: (applyNo: string) => void;
}

/** 账号申诉, step 4: a contact mobile proven by its code, the reason, and the submit of the whole appeal. */
export const AppealContactStep = ({ draft, onBack, onSubmitted }: AppealContactStepProps) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const sendCode = useSendAppealCode();
  const sender = useCodeSender({
    form,
    validate: ['contactMobile'],
    captcha,
    errorField: 'contactMobile',
    send: (captchaFields) =>
      sendCode.mutateAsync({
        mobile: (form.getFieldValue('contactMobile') as string).trim(),
        ...captchaFields,
      }),
  });
  const submit = useFormSubmit(form, useSubmitAppeal(), {
    fields: ['contactMobile', 'code', 'reason'],
    reasonFields: { CODE_INVALID: 'code' },
    // The day's limit of appeals (per account name, per address) says in words when to come back; a count of
    // 3600 seconds would not help anyone.
    messages: { RATE_LIMITED: (_left, said) => said },
    variables: (values) => ({
      username: draft.username,
      ...draft.identity,
      photoIds: draft.photoIds,
      contactMobile: values.contactMobile.trim(),
      code: values.code.trim(),
      reason: values.reason.trim(),
    }),
    onSuccess: (saved) => onSubmitted(saved.applyNo),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={submit.onFinish}
      name="appeal-contact"
      aria-label="联系方式"
    >
      <Form.Item
        label="新的联系手机号"
        name="contactMobile"
        rules={fieldRules(
          '请输入联系手机号',
          fieldSchema((s) => s.MobileSchema),
        )}
        extra="审核结果将以短信通知到该手机号；审核通过后它将成为账号的新手机号"
      >
        <MobileInput />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <Form.Item label="短信验证码" required extra={sender.notice}>
        <SmsCodeRow requiredMessage="请输入短信验证码" ariaLabel="短信验证码" onSend={sender.onSend} />
      </Form.Item>
      <CountedTextField
        label="申诉原因"
        name="reason"
        rules={[{ required: true, whitespace: true, message: '请填写申诉原因' }, zodRule(ReasonSchema)]}
        maxLength={500}
        placeholder="例如：原手机号已停用，无法接收验证码，也忘记了登录密码"
      />
      <FormAlert
        message={submit.alert}
        action={
          submit.reason === 'RATE_LIMITED' ? (
            <Link to={appealSearchHref()} className="form-alert__action">
              查询申诉进度
            </Link>
          ) : undefined
        }
      />
      <div className="flow-actions">
        <Button onClick={onBack}>上一步</Button>
        <Button type="primary" htmlType="submit" loading={submit.submitting}>
          提交申诉
        </Button>
      </div>
    </Form>
  );
};
