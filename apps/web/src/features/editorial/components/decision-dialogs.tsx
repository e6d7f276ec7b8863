import { returnEditorialItem } from '@rrsp/contract';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';

interface DialogProps<V> {
  open: boolean;
  onClose: () => void;
  /** Resolves when the decision is made; a rejection is shown in the dialog, which stays open. */
  onConfirm: (values: V) => Promise<unknown>;
}

/** A dialog whose OK runs a decision, shows a refusal in place, and closes only when the decision is made. */
const useDecision = <V,>({ onClose, onConfirm }: Pick<DialogProps<V>, 'onClose' | 'onConfirm'>) => {
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm(values);
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };
  return { form, busy, error, confirm };
};

/** The reason a reviewer gives for sending a version back or taking an item off the portal. */
export const ReasonDialog = ({
  title,
  okText,
  hint,
  ...props
}: DialogProps<{ reason: string }> & { title: string; okText: string; hint: string }) => {
  const { form, busy, error, confirm } = useDecision(props);
  return (
    <Modal
      title={title}
      open={props.open}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p className="editorial-dialog__hint">{hint}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="原因"
          rules={fieldRules('请填写原因', bodyFieldOf(returnEditorialItem, 'reason'))}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} autoFocus />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Modal>
  );
};

/** When a version goes out: a moment ahead, at most a year. */
export const ScheduleDialog = ({
  current,
  ...props
}: DialogProps<{ at: Dayjs }> & { current: string | null }) => {
  const { form, busy, error, confirm } = useDecision(props);
  return (
    <Modal
      title={current ? '修改定时发布时间' : '定时发布'}
      open={props.open}
      okText="确定排期"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <p className="editorial-dialog__hint">
        到时自动发布到门户。发布前可随时改期、退回或撤回；内容一经修改，排期即取消，须重新审核。
      </p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ at: current ? dayjs(current) : dayjs().add(1, 'hour').startOf('hour') }}
      >
        <Form.Item
          name="at"
          label="定时发布时间"
          rules={[
            { required: true, message: '请选择发布时间' },
            {
              validator: async (_rule, value: Dayjs | undefined) => {
                if (value && !value.isAfter(dayjs())) throw new Error('发布时间须晚于现在');
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) =>
              day.isBefore(dayjs().startOf('day')) || day.isAfter(dayjs().add(365, 'day'))
            }
            aria-label="定时发布时间"
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} /> : null}
    </Modal>
  );
};
