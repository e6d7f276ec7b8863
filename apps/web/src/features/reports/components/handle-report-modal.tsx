import {
  handleReport,
  REPORT_OUTCOME_LABELS,
  type ReportOutcome,
  type ReportRow,
  SHELF_KIND_LABELS,
} from '@rrsp/contract';
import { Form } from 'antd';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';
import { useHandleReport } from '../api/handle-report.ts';
import './reports.css';
import { useFeedback } from '../../../components/feedback/feedback.tsx';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';

const REMARK = bodyFieldOf(handleReport, 'remark');

interface HandleValues {
  remark: string;
}

interface HandleReportModalProps {
  /** The report and the decision; kept while the dialog closes. */
  report: ReportRow | undefined;
  outcome: ReportOutcome;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

const COPY: Record<
  ReportOutcome,
  { title: string; okText: string; lead: (noun: string) => string; placeholder: string }
> = {
  offShelf: {
    title: '下架',
    okText: '确认下架',
    lead: (noun) =>
      `下架后，该${noun}立即从平台撤下；处理说明将作为下架原因告知发布方，发布方修改后须重新提交审核才能上架。该${noun}的其他待处理举报一并结案。`,
    placeholder: '例如：经核实，服务宣传的作业能力与实际不符，请如实修改后重新提交',
  },
  dismissed: {
    title: '不予处理',
    okText: '确认不予处理',
    lead: (noun) => `经核实举报不成立时选择。该${noun}保持现状，其他待处理举报一并结案。`,
    placeholder: '例如：已电话核实，服务资质齐全，举报内容不属实',
  },
};

/**
 * 下架 or 不予处理 a report, with the 处理说明 the contract requires (for 下架, the reason the publisher will read). A
 * refusal (another operator settled it first) is said in the dialog.
 */
export const HandleReportModal = ({ report, outcome, open, onClose, onDone }: HandleReportModalProps) => {
  const [form] = Form.useForm<HandleValues>();
  const { message } = useFeedback();
  const handle = useHandleReport();
  const copy = COPY[outcome];
  const noun = report ? SHELF_KIND_LABELS[report.itemKind] : '内容';
  const submit = useFormSubmit(form, handle, {
    fields: ['remark'],
    variables: (values: HandleValues) => ({ id: report?.id ?? '', outcome, remark: values.remark.trim() }),
    onSuccess: () => {
      message.success(
        outcome === 'offShelf'
          ? `已下架「${report?.itemName ?? ''}」，发布方将看到下架原因`
          : `已${REPORT_OUTCOME_LABELS.dismissed}，举报已结案`,
      );
      onDone();
    },
  });
  return (
    <DecisionDialog
      open={open}
      title={report ? `${copy.title}「${report.itemName}」` : copy.title}
      okText={copy.okText}
      danger={outcome === 'offShelf'}
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel={copy.title}
      formName="handle"
      lead={<p className="report-lead">{copy.lead(noun)}</p>}
    >
      <CountedTextField
        name="remark"
        label="处理说明"
        rules={fieldRules('请填写处理说明', REMARK)}
        maxLength={200}
        placeholder={copy.placeholder}
      />
    </DecisionDialog>
  );
};
