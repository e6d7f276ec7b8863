import { Button, Form } from 'antd';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { paths } from '../../../config/paths.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useStartAppeal } from '../api/appeal.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

interface Values {
  username: string;
  captchaCode?: string;
}

/** What step 1 hands on: the name the appeal concerns and the server's word on what happens next. */
export interface AppealStart {
  username: string;
  message: string;
}

interface AppealAccountStepProps {
  /** The name typed before, when the user comes back from step 2. */
  initialUsername: string;
  onDone: (start: AppealStart) => void;
}

/**
 * 账号申诉, step 1: the username the appeal concerns. Every name gets the same answer and leads on alike: the page
 * never says whether an account has that name, and an appeal already waiting for it blocks nothing.
 */
export const AppealAccountStep = ({ initialUsername, onDone }: AppealAccountStepProps) => {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();

  const submit = useFormSubmit(form, useStartAppeal(), {
    fields: ['username', 'captchaCode'],
    captcha,
    // The lookup's own limit answers with its wait in words (请 N 分钟后再试): show that, not a long count of seconds.
    messages: { RATE_LIMITED: (_left, said) => said },
    variables: (values) => ({ username: values.username.trim(), ...captcha.fieldsFor(values.captchaCode) }),
    onSuccess: (answer, values) => onDone({ username: values.username.trim(), message: answer.message }),
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ username: initialUsername }}
      onFinish={submit.onFinish}
      name="appeal-account"
      aria-label="填写账号"
    >
      <Form.Item
        label="用户名"
        name="username"
        rules={fieldRules(
          '请输入要申诉的用户名',
          fieldSchema((s) => s.UsernameSchema),
        )}
        extra="请填写注册时设置的用户名（注意大小写和下划线）"
      >
        <Input placeholder="请输入要申诉的用户名" autoComplete="username" maxLength={32} />
      </Form.Item>
      <CaptchaField captcha={captcha} />
      <FormAlert message={submit.alert} />
      <p className="appeal-account__note">
        原手机号仍能接收短信时，直接<Link to={paths.entry.passwordReset.getHref()}>找回密码</Link>
        更快捷。为保护账号安全，平台会向该账号原绑定的手机号发送申诉提醒。
      </p>
      <Button type="primary" htmlType="submit" block loading={submit.submitting}>
        下一步
      </Button>
    </Form>
  );
};
