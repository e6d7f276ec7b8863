import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  ReportSubmitSchema,
  SHELF_KIND_LABELS,
  type ShelfKind,
} from '@rrsp/contract';
import { Button, Form, Radio, Result } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { SendOnceModal } from '../../../components/form/send-once-modal.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { useSubmitReport } from '../api/submit-report.ts';
import './reports.css';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';

export interface ReportedItem {
  id: string;
  name: string;
  kind: ShelfKind;
}

const REASON_OPTIONS = REPORT_REASONS.map((reason) => ({
  value: reason,
  label: REPORT_REASON_LABELS[reason],
}));

interface ReportValues {
  reason: ReportReason;
  detail: string;
}

interface ReportModalProps {
  item: ReportedItem;
  open: boolean;
  onClose: () => void;
}

/**
 * The report: a reason and what the user saw, checked by the contract's rules. A refusal (reported already today,
 * one's own tenant's item, an item gone from the shelf) is said in the dialog.
 */
export const ReportModal = ({ item, open, onClose }: ReportModalProps) => {
  const [form] = Form.useForm<ReportValues>();
  const [sent, setSent] = useState(false);
  const report = useSubmitReport();
  const noun = SHELF_KIND_LABELS[item.kind];
  const submit = useFormSubmit(form, report, {
    fields: ['reason', 'detail'],
    variables: (values: ReportValues) => ({
      itemId: item.id,
      reason: values.reason,
      detail: values.detail.trim(),
    }),
    onSuccess: () => setSent(true),
  });
  return (
    <SendOnceModal
      open={open}
      title={`举报「${item.name}」`}
      sentTitle="举报已提交"
      okText="提交举报"
      submitting={submit.submitting}
      sent={sent}
      result={
        <Result
          status="success"
          title="举报已提交，平台会尽快核实处理"
          subTitle="感谢您帮助维护平台秩序。举报信息仅平台运营人员可见。"
          extra={
            <Button type="primary" onClick={onClose}>
              完成
            </Button>
          }
        />
      }
      onSubmit={() => form.submit()}
      onClose={onClose}
      onClosed={() => setSent(false)}
    >
      <p className="report-lead">
        如发现该{noun}
        存在虚假宣传、质量或资质等问题，请选择原因并说明情况，平台核实后会依规处理。举报信息仅平台运营人员可见。
      </p>
      <Form form={form} name="report" layout="vertical" onFinish={submit.onFinish} aria-label="举报">
        <Form.Item name="reason" label="举报原因" rules={[{ required: true, message: '请选择举报原因' }]}>
          <Radio.Group className="report-reasons" options={REASON_OPTIONS} />
        </Form.Item>
        <CountedTextField
          name="detail"
          label="情况说明"
          rules={fieldRules('请说明情况', ReportSubmitSchema.shape.detail)}
          maxLength={500}
          placeholder="请写明您发现的问题，例如：宣传的作业面积与实际不符，电话无法接通"
        />
        <FormAlert message={submit.alert} />
      </Form>
    </SendOnceModal>
  );
};
