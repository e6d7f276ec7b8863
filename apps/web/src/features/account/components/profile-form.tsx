import type { CurrentUser } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { Input } from '../../../components/form/inputs.ts';
import { type StandInHandOver, useStandInHandOver } from '../../../hooks/use-form-stand-in.ts';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, fieldSchema, zodRule } from '../../../lib/zod-rule.ts';
import { useEditProfile } from '../api/edit-profile.ts';
import { profileSavedText } from '../utils/email-state.ts';

// the contract's rules, with zod, load when a field is first checked (docs/decisions/034)
const nickNameSchema = fieldSchema((schemas) => schemas.NickNameSchema);
const emailSchema = fieldSchema((schemas) => schemas.EmailSchema);

interface Values {
  nickName: string;
  email: string;
}

export interface ProfileFormProps {
  user: CurrentUser;
  onUserChanged: (user: CurrentUser) => void;
  /** What the stand-in (profile-card.tsx) hands over when this form takes its place. */
  handOver?: StandInHandOver;
}

/** 基本资料's form, antd's Form with its rules: what profile-card.tsx loads on first use. */
export const ProfileForm = ({ user, onUserChanged, handOver }: ProfileFormProps) => {
  const [form] = Form.useForm<Values>();
  const { message } = useFeedback();
  // A new address is saved unconfirmed, whoever else may use it; the 邮箱 card confirms it by a code.
  const submit = useFormSubmit(form, useEditProfile(), {
    fields: ['nickName', 'email'],
    variables: (values) => ({ nickName: values.nickName.trim(), email: values.email.trim() }),
    onSuccess: (updated) => {
      onUserChanged(updated);
      message.success(profileSavedText(user, updated));
    },
  });
  useStandInHandOver(form, handOver);

  // the user's values when they change (saved here, or elsewhere and read again), not what was typed before
  const shownUser = useRef({ nickName: user.nickName, email: user.email });
  useEffect(() => {
    if (shownUser.current.nickName === user.nickName && shownUser.current.email === user.email) return;
    shownUser.current = { nickName: user.nickName, email: user.email };
    form.setFieldsValue({ nickName: user.nickName, email: user.email ?? '' });
  }, [form, user.nickName, user.email]);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      onFinish={submit.onFinish}
      initialValues={{ nickName: user.nickName, email: user.email ?? '' }}
      name="profile"
      aria-label="基本资料"
    >
      <Form.Item label="昵称" name="nickName" rules={fieldRules('请输入昵称', nickNameSchema)}>
        <Input maxLength={30} showCount autoComplete="nickname" />
      </Form.Item>
      <Form.Item
        label="邮箱"
        name="email"
        rules={[zodRule(emailSchema)]}
        extra="保存后需验证，验证通过才能用于邮箱验证码登录；留空表示不绑定"
      >
        <Input placeholder="name@example.com" autoComplete="email" inputMode="email" maxLength={254} />
      </Form.Item>
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" loading={submit.submitting}>
        保存资料
      </Button>
    </Form>
  );
};
