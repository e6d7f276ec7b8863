import { SendOutlined } from '@ant-design/icons';
import { type CooperationRow, replyCooperation } from '@rrsp/contract';
import { Button, Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { useReplyCooperation } from '../api/reply-cooperation.ts';

const REPLY = bodyFieldOf(replyCooperation, 'reply');

interface ReplyValues {
  reply: string;
}

interface ReplyFormProps {
  row: Pick<CooperationRow, 'id' | 'reply'>;
  /** After the reply went through, with the request as it is now. */
  onReplied: (row: CooperationRow) => void;
}

/**
 * 回复: the publisher's answer, checked by the contract's rule as it is typed; the requester reads it in their own
 * area (and on their workbench). A second reply replaces the first.
 */
export const ReplyForm = ({ row, onReplied }: ReplyFormProps) => {
  const [form] = Form.useForm<ReplyValues>();
  const { message } = useFeedback();
  const reply = useReplyCooperation();
  const submit = useFormSubmit(form, reply, {
    fields: ['reply'],
    variables: (values: ReplyValues) => ({ id: row.id, reply: values.reply.trim() }),
    onSuccess: (data: CooperationRow) => {
      message.success('已回复，申请人可在“我的合作申请”中看到');
      form.resetFields();
      onReplied(data);
    },
  });
  return (
    <Form
      form={form}
      name="reply"
      layout="vertical"
      onFinish={submit.onFinish}
      aria-label="回复合作申请"
      className="cooperation-reply"
    >
      <CountedTextField
        name="reply"
        label={row.reply ? '修改回复' : '回复申请人'}
        rules={fieldRules('请填写回复', REPLY)}
        maxLength={500}
        placeholder="例如：您好，我们下周可安排人员到现场勘察，具体时间电话与您确认"
      />
      <FormAlert message={submit.alert} />
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={submit.submitting}>
        回复
      </Button>
    </Form>
  );
};
