import type { SettlementReview } from '@rrsp/contract';
import { Alert, Form } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useApproveSettlement } from '../api/approve-settlement.ts';
import { checksSummary } from '../utils/checks.ts';
import { rolesText } from '../utils/field-values.ts';

interface ApproveValues {
  remark?: string;
}

interface ApproveModalProps {
  review: SettlementReview;
  open: boolean;
  onClose: () => void;
  onApproved: () => void;
}

/** 通过: says what approval does, warns when a check did not pass, takes an optional remark, and confirms. */
export const ApproveModal = ({ review, open, onClose, onApproved }: ApproveModalProps) => {
  const [form] = Form.useForm<ApproveValues>();
  const { message } = useFeedback();
  const approve = useApproveSettlement();
  const name = review.values.name ?? '该主体';
  const submit = useFormSubmit(form, approve, {
    fields: ['remark'],
    variables: (values) => {
      const remark = values.remark?.trim();
      return { applicationId: review.applicationId, ...(remark ? { remark } : {}) };
    },
    onSuccess: () => {
      message.success(`已通过「${name}」的入驻申请，申请人将收到短信通知`);
      onApproved();
    },
  });
  const unpassed = review.checks.filter((check) => check.outcome !== 'pass');

  return (
    <DecisionDialog
      open={open}
      title="通过入驻申请"
      okText="确认通过"
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel="通过入驻申请"
      lead={
        <>
          <p>
            通过后，申请人 {review.applicantName} 将成为「{name}」的主体管理员，主体获得“
            {rolesText(review.values.roles)}”角色，申请人会收到短信通知。
          </p>
          {unpassed.length > 0 ? (
            <Alert
              className="review-approve__alert"
              type={unpassed.some((check) => check.outcome === 'fail') ? 'error' : 'warning'}
              showIcon
              title={`自动核验：${checksSummary(review.checks)}`}
              description={`请确认已对照营业执照人工核实：${unpassed.map((check) => check.label).join('、')}。`}
            />
          ) : null}
        </>
      }
    >
      <CountedTextField
        name="remark"
        label="审核备注（选填）"
        rules={[{ max: 200, message: '备注最多 200 个字' }]}
        rows={3}
        maxLength={200}
        placeholder="例如：已电话核实联系人身份；将记入处理记录"
      />
    </DecisionDialog>
  );
};
