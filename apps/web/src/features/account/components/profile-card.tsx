import { type CurrentUser, EmailSchema, NickNameSchema } from '@rrsp/contract';
import { App, Button, Card, Descriptions, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { formFieldErrors } from '../../../lib/form-errors.ts';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';
import { editProfile } from '../api/edit-profile.ts';

interface Values {
  nickName: string;
  email: string;
}

/** 基本资料: username (fixed), nickname and e-mail. */
export const ProfileCard = ({
  user,
  onUserChanged,
}: {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
}) => {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({ nickName: user.nickName, email: user.email ?? '' });
  }, [form, user.nickName, user.email]);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const updated = await editProfile({ nickName: values.nickName.trim(), email: values.email.trim() });
      onUserChanged(updated);
      message.success('基本资料已保存');
    } catch (caught) {
      const { fields, rest } = formFieldErrors(caught, ['nickName', 'email']);
      const conflict = !fields.length && rest?.includes('邮箱');
      form.setFields(conflict ? [{ name: 'email', errors: [rest ?? ''] }] : fields);
      if (rest && !conflict) message.error(rest);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="基本资料" className="account-card">
      <Descriptions
        column={1}
        size="small"
        className="account-card__facts"
        items={[{ key: 'username', label: '用户名', children: user.username }]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={onFinish}
        initialValues={{ nickName: user.nickName, email: user.email ?? '' }}
        name="profile"
        aria-label="基本资料"
      >
        <Form.Item label="昵称" name="nickName" rules={fieldRules('请输入昵称', NickNameSchema)}>
          <Input maxLength={30} showCount autoComplete="nickname" />
        </Form.Item>
        <Form.Item
          label="邮箱"
          name="email"
          rules={[zodRule(EmailSchema)]}
          extra="用于邮箱验证码登录；留空表示不绑定"
        >
          <Input placeholder="name@example.com" autoComplete="email" inputMode="email" maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存资料
        </Button>
      </Form>
    </Card>
  );
};
