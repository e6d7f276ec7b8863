import { type CurrentUser, MobileSchema } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { SmsCodeRow } from '../../../components/form/sms-code-row.tsx';
import { useCodeSender } from '../../../hooks/use-code-sender.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
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

/** 更换手机号, step 2: the new number, verified by a code sent to it. A number taken elsewhere is a 409 on it. */
export const MobileNewStep = ({ proof, onExpired, onChanged }: MobileNewStepProps) => {
  const [form] = Form.useForm<Values>();
  const sendCode = useSendMobileCode();
  const sender = useCodeSender({
    form,
    validate: ['mobile'],
    errorField: 'mobile',
    on: { FLOW_EXPIRED: onExpired },
    send: () =>
      sendCode.mutateAsync({ target: 'new', mobile: (form.getFieldValue('mobile') as string).trim(), proof }),
  });
  const submit = useFormSubmit(form, useConfirmMobile(), {
    fields: ['mobile', 'code'],
    reasonFields: { CODE_INVALID: 'code' },
    on: { FLOW_EXPIRED: onExpired },
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
        <SmsCodeRow requiredMessage="请输入验证码" ariaLabel="新手机号验证码" onSend={sender.onSend} />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        确认更换
      </Button>
    </Form>
  );
};
