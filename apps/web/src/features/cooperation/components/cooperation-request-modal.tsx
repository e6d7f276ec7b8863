import {
  COOPERATION_LIMITS,
  CooperationRequestSchema,
  SHELF_KIND_LABELS,
  type ShelfKind,
} from '@rrsp/contract';
import { Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { MobileInput } from '../../../components/form/mobile-input.tsx';
import { SendOnceModal } from '../../../components/form/send-once-modal.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules } from '../../../lib/zod-rule.ts';
import { useSendCooperation } from '../api/send-cooperation.ts';
import { sentTextOf } from '../utils/cooperation-text.ts';
import { type CooperationContact, cooperationPrefillOf } from '../utils/prefill.ts';
import './cooperation.css';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';

export interface CooperationItem {
  id: string;
  name: string;
  kind: ShelfKind;
}

const FIELDS = CooperationRequestSchema.shape;

interface RequestValues {
  name: string;
  mobile: string;
  message: string;
}

interface CooperationRequestModalProps {
  item: CooperationItem;
  contact: CooperationContact | undefined;
  /** 我的合作申请: where the requester follows what becomes of it. */
  sentHref: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The request: contact, mobile and what the user has in mind, each checked by the contract's own rule as it is typed.
 * A refusal (the day's limit, one's own tenant's item, an item gone from the shelf) is said in the dialog; a sent
 * request says who will call and where to follow it.
 */
export const CooperationRequestModal = ({
  item,
  contact,
  sentHref,
  open,
  onClose,
}: CooperationRequestModalProps) => {
  const [form] = Form.useForm<RequestValues>();
  const prefill = cooperationPrefillOf(contact);
  const [sent, setSent] = useState(false);
  const send = useSendCooperation();
  const noun = SHELF_KIND_LABELS[item.kind];
  const submit = useFormSubmit(form, send, {
    fields: ['name', 'mobile', 'message'],
    variables: (values: RequestValues) => ({
      itemId: item.id,
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      message: values.message.trim(),
    }),
    onSuccess: () => setSent(true),
  });

  return (
    <SendOnceModal
      open={open}
      title="申请合作"
      sentTitle="合作申请已发送"
      okText="发送申请"
      submitting={submit.submitting}
      sent={sent}
      result={
        <Result
          className="cooperation-sent"
          status="success"
          title={sentTextOf(item.kind)}
          subTitle="对方的回复和处理进度可在“我的合作申请”中查看。"
          extra={[
            <Link key="sent" to={sentHref} className="link-button link-button--primary">
              查看我的合作申请
            </Link>,
            <Button key="done" onClick={onClose}>
              完成
            </Button>,
          ]}
        />
      }
      onSubmit={() => form.submit()}
      onClose={onClose}
      onClosed={() => setSent(false)}
    >
      <p className="cooperation-lead">
        向「{item.name}」的发布方申请合作。对方会收到短信通知，查看申请后通过您留下的手机号与您联系。
      </p>
      <Form
        form={form}
        name="cooperation"
        layout="vertical"
        onFinish={submit.onFinish}
        aria-label="申请合作"
        initialValues={{ name: prefill.name ?? '', mobile: prefill.mobile ?? '', message: '' }}
      >
        <Form.Item name="name" label="联系人" rules={fieldRules('请填写联系人', FIELDS.name)}>
          <Input maxLength={30} autoComplete="name" placeholder="您的姓名或称呼" />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={fieldRules('请填写手机号', FIELDS.mobile)}>
          <MobileInput />
        </Form.Item>
        <CountedTextField
          name="message"
          label="合作意向"
          rules={fieldRules('请填写合作意向', FIELDS.message)}
          extra={`同一${noun}每天可申请 ${COOPERATION_LIMITS.perUserPerItemPerDay} 次，每人每天最多 ${COOPERATION_LIMITS.perUserPerDay} 条。`}
          rows={5}
          maxLength={500}
          placeholder="例如：合作社有 300 亩茶园需要植保飞防，希望了解作业时间、价格和服务范围"
        />
        <FormAlert message={submit.alert} />
      </Form>
    </SendOnceModal>
  );
};
