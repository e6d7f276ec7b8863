import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useCheckResetMobile } from '../api/password-reset.ts';

interface ResetMobileStepProps {
  flowId: string;
  onDone: (flowId: string) => void;
  /** The flow has expired (FLOW_EXPIRED): start again from the account. */
  onRestart: () => void;
}

/** 找回密码, step 2: the mobile bound to the account; the answer never says whether it matched. */
export const ResetMobileStep = ({ flowId, onDone, onRestart }: ResetMobileStepProps) => {
  const [form] = Form.useForm<{ mobile: string }>();
  const submit = useFormSubmit(form, useCheckResetMobile(), {
    fields: ['mobile'],
    on: { FLOW_EXPIRED: onRestart },
    variables: (values) => ({ flowId, mobile: values.mobile.trim() }),
    onSuccess: (flow) => onDone(flow.flowId),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={submit.onFinish}
      name="reset-mobile"
      aria-label="验证手机"
    >
      <LazyAlert
        className="form-alert"
        type="info"
        showIcon
        title="请填写该账号绑定的手机号"
        description="为保护账号安全，系统不会提示账号与手机号是否匹配。若账号与手机号匹配，验证码将发送到该手机。"
      />
      <Form.Item
        label="绑定的手机号"
        name="mobile"
        rules={fieldRules(
          '请输入手机号',
          fieldSchema((s) => s.MobileSchema),
        )}
      >
        <MobileInput />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        下一步
      </Button>
    </Form>
  );
};
