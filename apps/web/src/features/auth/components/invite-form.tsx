import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useInviteMember } from '../api/members.ts';

interface InviteValues {
  mobile: string;
}

export interface InviteFormProps {
  /** What was typed in the stand-in before this form loaded. */
  initialMobile: string;
  /** The stand-in had the focus: the field takes it, the caret after what was typed. */
  focusField: boolean;
  /** 发送邀请 was pressed before this form loaded: submit at once, as the press would have. */
  submitNow: boolean;
}

/**
 * 成员管理's invitation by mobile, antd's Form with its rules and the server's answers (useFormSubmit): what
 * members-invite.tsx loads when the admin first points at, focuses or presses its stand-in.
 */
export const InviteForm = ({ initialMobile, focusField, submitNow }: InviteFormProps) => {
  const [form] = Form.useForm<InviteValues>();
  const { message } = useFeedback();
  const invite = useInviteMember();
  const submit = useFormSubmit(form, invite, {
    fields: ['mobile'],
    variables: (values) => ({ mobile: values.mobile.trim() }),
    onSuccess: (invitation) => {
      form.resetFields();
      message.success(`已向 ${invitation.mobile} 发送邀请短信`);
    },
  });
  // once, on the first render of this form: what the stand-in was asked to do when it was replaced
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stand-in's state at the swap, not later changes
  useEffect(() => {
    if (focusField) form.focusField('mobile');
    if (submitNow) form.submit();
  }, []);
  return (
    <Form
      form={form}
      layout="inline"
      aria-label="邀请成员"
      className="members-invite"
      initialValues={{ mobile: initialMobile }}
      onFinish={submit.onFinish}
    >
      <Form.Item
        name="mobile"
        label="邀请成员"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的 11 位手机号' },
        ]}
      >
        <MobileInput />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.submitting}>
          发送邀请
        </Button>
      </Form.Item>
      <FormAlert message={submit.alert} />
    </Form>
  );
};
