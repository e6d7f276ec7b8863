import { type CurrentUser, MobileSchema } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { type ApiError, fieldIssuesOf } from '../../../lib/api-error.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { useConfirmMobile, useSendMobileCode } from '../api/change-mobile.ts';

interface Values {
  mobile: string;
  code: string;
}

interface MobileNewStepProps {
  proof: string;
  /** The proof has expired or been used (FLOW_EXPIRED): prove again. */
  onExpired: () => void;
  onChanged: (user: CurrentUser) => void;
}

/** What the mobile field says when the confirm step finds the number bound to another account. */
export const TAKEN_MOBILE_TEXT = '该手机号已绑定其他账号，请更换手机号后重新获取验证码';

/**
 * 更换手机号, step 2: the new number, verified by a code sent to it. The code goes to any number; only the confirm
 * says that another account holds it (409), on the number, and the user changes it and gets a new code right here.
 */
export const MobileNewStep = ({ proof, onExpired, onChanged }: MobileNewStepProps) => {
  const [form] = Form.useForm<Values>();
  // A new row after a refused number: its countdown belonged to that number, the next one may get a code at once.
  const [codeRound, setCodeRound] = useState(0);
  const sendCode = useSendMobileCode();
  const sender = useCodeSender({
    form,
    validate: ['mobile'],
    errorField: 'mobile',
    on: { FLOW_EXPIRED: onExpired },
    send: () =>
      sendCode.mutateAsync({ target: 'new', mobile: (form.getFieldValue('mobile') as string).trim(), proof }),
  });
  const onTaken = (error: ApiError) => {
    const issue = fieldIssuesOf(error).find((item) => item.field === 'mobile');
    sender.reset();
    setCodeRound((round) => round + 1);
    form.setFields([
      { name: 'mobile', errors: [issue ? TAKEN_MOBILE_TEXT : error.message] },
      { name: 'code', value: '', errors: [] },
    ]);
    form.focusField('mobile');
  };
  const submit = useFormSubmit(form, useConfirmMobile(), {
    fields: ['mobile', 'code'],
    reasonFields: { CODE_INVALID: 'code' },
    on: { FLOW_EXPIRED: onExpired, CONFLICT: onTaken },
    variables: (values) => ({ mobile: values.mobile.trim(), code: values.code.trim(), proof }),
    onSuccess: onChanged,
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="mobile-new"
      aria-label="绑定新手机号"
    >
      <Form.Item label="新手机号" name="mobile" rules={fieldRules('请输入新手机号', MobileSchema)}>
        <MobileInput />
      </Form.Item>
      <Form.Item label="新手机号收到的验证码" required extra={sender.notice}>
        <SmsCodeRow
          key={codeRound}
          requiredMessage="请输入验证码"
          ariaLabel="新手机号验证码"
          onSend={sender.onSend}
        />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        确认更换
      </Button>
    </Form>
  );
};
