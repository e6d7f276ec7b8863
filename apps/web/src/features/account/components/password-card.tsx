import type { PasswordOwner } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { PasswordInput } from '../../../components/form/inputs.ts';
import { NewPasswordFields } from '../../../components/form/new-password-fields.tsx';
import { LazyAlert } from '../../../components/ui/lazy-alert.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
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

/** 修改密码: the old one, a new one with a strength hint, and the confirmation. Other devices are signed out. */
export const PasswordCard = ({ owner }: { owner: PasswordOwner }) => {
  const [form] = Form.useForm<Values>();
  const [done, setDone] = useState<{ message: string; endedSessions: number }>();
  const submit = useFormSubmit(form, useChangePassword(), {
    fields: ['oldPassword', 'newPassword'],
    variables: (values) => ({ oldPassword: values.oldPassword, newPassword: values.newPassword }),
    onSuccess: (result) => {
      setDone(result);
      form.resetFields();
    },
  });

  return (
    <Panel title="修改密码" className="account-card">
      {done ? (
        <LazyAlert
          className="form-alert"
          type="success"
          showIcon
          closable
          onClose={() => setDone(undefined)}
          title="密码已修改"
          description={
            done.endedSessions > 0
              ? `已结束其他设备上的 ${done.endedSessions} 个登录会话；本设备保持登录。`
              : '没有其他设备处于登录状态；本设备保持登录。'
          }
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setDone(undefined);
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
    </Panel>
  );
};
