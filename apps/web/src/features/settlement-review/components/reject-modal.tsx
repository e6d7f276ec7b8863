import { ExclamationCircleFilled } from '@ant-design/icons';
import {
  SETTLEMENT_FIELD_LABELS,
  SETTLEMENT_FIELDS,
  type SettlementField,
  type SettlementReview,
} from '@rrsp/contract';
import { Checkbox, Form, Input, Tag } from 'antd';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { useRejectSettlement } from '../api/reject-settlement.ts';
import { flaggedFields } from '../utils/checks.ts';
import { buildRejectBody, type RejectFormValues, rejectBodyIssues } from '../utils/reject-body.ts';

/** What a reason for each field could say: the usual reasons, as a hint, not a choice. */
const REASON_HINTS: Record<SettlementField, string> = {
  creditCode: '例如：与营业执照上的统一社会信用代码不一致',
  name: '例如：与营业执照上的名称不一致',
  type: '例如：营业执照显示为个体工商户，请更正主体类型',
  legalRepresentative: '例如：与营业执照上的法定代表人（经营者）不一致',
  contactName: '例如：请填写联系人的真实姓名',
  contactMobile: '例如：该手机号无法接通，请核对后重新填写',
  regionCode: '例如：所在地区与营业执照住所不一致',
  address: '例如：请填写到村（社区）、组或门牌号',
  businessScope: '例如：请按营业执照填写经营范围',
  licenceFileId: '例如：照片模糊或不完整，请拍摄营业执照正本全貌后重新上传',
  roles: '例如：申请服务商需具备相应服务能力，请补充材料或仅申请参与主体',
};

interface RejectModalProps {
  review: SettlementReview;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
}

/**
 * 驳回: the operator ticks the fields to fix and writes what is wrong with each, and may add a sentence for the
 * whole; at least one reason is needed (the contract's rule, checked here with the contract's own schema).
 */
export const RejectModal = ({ review, open, onClose, onRejected }: RejectModalProps) => {
  const [form] = Form.useForm<RejectFormValues>();
  const { message } = useFeedback();
  const reject = useRejectSettlement();
  const ticked = Form.useWatch('fields', form) ?? [];
  const changed = new Set(review.changes.map((change) => change.field));
  const flagged = flaggedFields(review.checks);

  const submit = useFormSubmit(form, reject, {
    fields: ['remark'],
    variables: (values: RejectFormValues) => buildRejectBody(review.applicationId, values),
    onSuccess: () => {
      message.success('已驳回，申请人将收到短信，按修改意见修改后可重新提交');
      onRejected();
    },
  });

  const options = SETTLEMENT_FIELDS.map((field) => ({
    value: field,
    label: (
      <span className="reject-field">
        {SETTLEMENT_FIELD_LABELS[field]}
        {changed.has(field) ? <Tag className="review-field__changed">已修改</Tag> : null}
        {flagged[field] ? (
          <ExclamationCircleFilled
            className={`reject-field__flag reject-field__flag--${flagged[field]}`}
            aria-label="自动核验未通过"
            title="自动核验未通过"
          />
        ) : null}
      </span>
    ),
  }));

  return (
    <DecisionDialog<RejectFormValues>
      open={open}
      title="驳回入驻申请"
      okText="确认驳回"
      danger
      width={720}
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel="驳回入驻申请"
      initialValues={{ fields: [] }}
      lead={
        <p className="reject-lead">
          勾选需要申请人修改的字段并逐项写明原因，申请人会看到每个字段的修改意见；也可只填写整体说明。
        </p>
      }
    >
      <Form.Item name="fields" label="需修改的字段">
        <Checkbox.Group className="reject-fields" options={options} />
      </Form.Item>
      {SETTLEMENT_FIELDS.filter((field) => ticked.includes(field)).map((field) => (
        <Form.Item
          key={field}
          name={['reasons', field]}
          label={`${SETTLEMENT_FIELD_LABELS[field]}的修改意见`}
          rules={[
            {
              required: true,
              whitespace: true,
              message: `请写明${SETTLEMENT_FIELD_LABELS[field]}需要怎样修改`,
            },
            { max: 100, message: '原因最多 100 个字' },
          ]}
        >
          <Input maxLength={100} showCount placeholder={REASON_HINTS[field]} />
        </Form.Item>
      ))}
      <CountedTextField
        name="remark"
        label="整体说明（选填）"
        dependencies={['fields']}
        rules={[
          { max: 200, message: '说明最多 200 个字' },
          ({ getFieldsValue }) => ({
            validator: async () => {
              const values = getFieldsValue(true) as RejectFormValues;
              // a ticked field without its reason is told at that field
              if ((values.fields ?? []).length > 0) return;
              const missing = rejectBodyIssues(buildRejectBody(review.applicationId, values)).find(
                (issue) => issue.path === 'remark',
              );
              if (missing) throw new Error(`${missing.message}：请勾选需修改的字段，或填写整体说明`);
            },
          }),
        ]}
        rows={3}
        maxLength={200}
        placeholder="例如：请按以下意见修改后重新提交；如有疑问可拨打平台服务热线"
      />
    </DecisionDialog>
  );
};
