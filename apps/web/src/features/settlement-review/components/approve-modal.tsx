import type { SettlementReview } from '@rrsp/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { FormAlert } from '../../../components/form/form-alert.tsx';
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
    <Modal
      open={open}
      title="通过入驻申请"
      okText="确认通过"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submit.submitting}
      destroyOnHidden
      width={560}
    >
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
      <Form form={form} layout="vertical" onFinish={submit.onFinish} aria-label="通过入驻申请">
        <Form.Item
          name="remark"
          label="审核备注（选填）"
          rules={[{ max: 200, message: '备注最多 200 个字' }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder="例如：已电话核实联系人身份；将记入处理记录"
          />
        </Form.Item>
        <FormAlert message={submit.alert} />
      </Form>
    </Modal>
  );
};
