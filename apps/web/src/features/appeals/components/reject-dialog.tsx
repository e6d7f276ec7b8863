import { type AppealReview, rejectAppeal } from '@rrsp/contract';
import { Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { useRejectAppeal } from '../api/appeal-actions.ts';

const REASON = bodyFieldOf(rejectAppeal, 'reason');

interface RejectValues {
  reason: string;
}

/** 驳回 with the reason the applicant reads at 申诉进度查询 (the SMS only tells them to look there). */
export const RejectDialog = ({
  appeal,
  open,
  onClose,
}: {
  appeal: AppealReview;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<RejectValues>();
  const { message } = useFeedback();
  const submit = useFormSubmit(form, useRejectAppeal(), {
    fields: ['reason'],
    variables: (values: RejectValues) => ({ appealId: appeal.appealId, reason: values.reason.trim() }),
    onSuccess: () => {
      message.success(`申诉 ${appeal.applyNo} 已驳回，申诉人可在申诉进度查询中看到原因`);
      onClose();
    },
  });
  return (
    <DecisionDialog<RejectValues>
      open={open}
      title={`驳回申诉 ${appeal.applyNo}`}
      okText="确认驳回"
      danger
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel="驳回申诉"
      formName="appeal-reject"
      lead={
        <p className="appeal-dialog__text">
          {appeal.account
            ? '驳回后账号不做任何改动。驳回原因会显示在“申诉进度查询”中，凭申诉编号即可查看，请勿写入手机号、身份证号等个人信息；申诉人会收到短信提醒，短信中不含原因。'
            : '该用户名没有对应的账号。为不让他人借此探知账号是否存在，“申诉进度查询”只显示“经核实，申诉信息与账号记录不符，申诉未通过”；您填写的原因仅记入审计日志。'}
        </p>
      }
    >
      <CountedTextField
        name="reason"
        label="驳回原因"
        rules={fieldRules('请填写驳回原因', REASON)}
        maxLength={200}
        placeholder="例如：身份证照片模糊，无法核实申诉人身份，请上传清晰的照片后重新申诉"
      />
    </DecisionDialog>
  );
};
