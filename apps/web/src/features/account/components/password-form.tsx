import type { PasswordOwner } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordInput } from '../../../components/form/inputs.ts';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema } from '../../../lib/zod-rule.ts';
import { useChangePassword } from '../api/change-password.ts';

// the contract's rule, with zod, loads when the field is first checked (docs/decisions/034)
const passwordSchema = fieldSchema((schemas) => schemas.PasswordSchema);

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** The password changed: the server's words and how many other sessions it ended. */
export interface PasswordChanged {
  message: string;
  endedSessions: number;
}

export interface PasswordFormProps {
  owner: PasswordOwner;
  /** The outcome to show above the form: the password changed, or nothing (a new try begins). */
  onDone: (done: PasswordChanged | undefined) => void;
  /** What the stand-in (password-card.tsx) hands over when this form takes its place. */
  handOver?: StandInHandOver;
}

/** 修改密码's form, antd's Form with its rules: what password-card.tsx loads on first use. */
export const PasswordForm = ({ owner, onDone, handOver }: PasswordFormProps) => {
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form, useChangePassword(), {
    fields: ['oldPassword', 'newPassword'],
    variables: (values) => ({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: (result) => {
      onDone(result);
      form.resetFields();
    },
  });
  useStandInHandOver(form, handOver);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => {
        onDone(undefined);
        return submit.onFinish(values);
      }}
      name="change-password"
      aria-label="修改密码"
    >
      <Form.Item label="原密码" name="oldPassword" rules={fieldRules('请输入原密码', passwordSchema)}>
        <PasswordInput autoComplete="current-password" maxLength={256} />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label="新密码"
        requiredMessage="请输入新密码"
        confirmLabel="确认新密码"
        confirmRequiredMessage="请再次输入新密码"
        owner={owner}
      />
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" loading={submit.submitting}>
        修改密码
      </Button>
    </Form>
  );
};
