import type { AppealReview } from '@rrsp/contract';
import { Alert, Checkbox, Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useApproveAppeal } from '../api/appeal-actions.ts';
import { approvalText } from '../utils/appeal-text.ts';

interface ApproveValues {
  confirmed: boolean;
}

/**
 * 通过: says what approval does to the account (the mobile rebound, every session ended) and asks the reviewer to
 * confirm they checked the photos against the appeal. A refusal (another reviewer was first, the mobile is taken)
 * is said above the buttons.
 */
export const ApproveDialog = ({
  appeal,
  open,
  onClose,
}: {
  appeal: AppealReview;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<ApproveValues>();
  const { message } = useFeedback();
  const submit = useFormSubmit(form, useApproveAppeal(), {
    fields: [],
    variables: () => ({ appealId: appeal.appealId }),
    onSuccess: () => {
      message.success(`申诉 ${appeal.applyNo} 已通过，账号已改绑，申诉人将收到短信通知`);
      onClose();
    },
  });
  return (
    <DecisionDialog<ApproveValues>
      open={open}
      title={`通过申诉 ${appeal.applyNo}`}
      okText="确认通过并改绑"
      danger
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel="通过申诉"
      formName="appeal-approve"
      lead={
        <Alert
          className="appeal-dialog__lead"
          type="warning"
          showIcon
          title="请确认申诉人就是账号的持有人"
          description={approvalText(appeal)}
        />
      }
    >
      <Form.Item
        name="confirmed"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (value !== true) throw new Error('请先确认已核对身份证照片与申诉信息');
            },
          },
        ]}
      >
        <Checkbox>我已核对身份证照片、真实姓名与账号的历史记录，确认改绑</Checkbox>
      </Form.Item>
    </DecisionDialog>
  );
};
