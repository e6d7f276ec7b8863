import { returnEditorialItem } from '@rrsp/contract';
import { Form, Input } from 'antd';
import { DateTimePicker } from '../../../components/form/date-time-picker.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { type Dayjs, dayjs } from '../../../lib/dayjs.ts';
import { bodyFieldOf, fieldRules } from '../../../lib/zod-rule.ts';

/**
 * A reviewer's decision in the queues' own dialog: its OK runs the decision, a refusal is shown in place (a field the
 * server names on that field), and it closes only once the decision is made. Rendered only while open, so each
 * opening starts from the item as it is now.
 */
interface DialogProps<V> {
  onClose: () => void;
  /** Resolves when the decision is made. */
  onConfirm: (values: V) => Promise<unknown>;
}

const useDecision = <V,>({ onClose, onConfirm }: DialogProps<V>) => {
  const [form] = Form.useForm<V>();
  const submit = useFormSubmit(
    form,
    { mutateAsync: onConfirm, isPending: false },
    { fields: [], variables: (values: V) => values, onSuccess: onClose },
  );
  return { form, submit };
};

/** The reason a reviewer gives for sending a version back or taking an item off the portal. */
export const ReasonDialog = ({
  title,
  okText,
  hint,
  danger = false,
  ...props
}: DialogProps<{ reason: string }> & { title: string; okText: string; hint: string; danger?: boolean }) => {
  const { form, submit } = useDecision(props);
  return (
    <DecisionDialog<{ reason: string }>
      open
      title={title}
      okText={okText}
      danger={danger}
      lead={<p className="editorial-dialog__hint">{hint}</p>}
      form={form}
      submit={submit}
      formLabel={title}
      onClose={props.onClose}
    >
      <Form.Item
        name="reason"
        label="原因"
        rules={fieldRules('请填写原因', bodyFieldOf(returnEditorialItem, 'reason'))}
      >
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} autoFocus />
      </Form.Item>
    </DecisionDialog>
  );
};

/** When a version goes out: a moment ahead, at most a year. */
export const ScheduleDialog = ({
  current,
  ...props
}: DialogProps<{ at: Dayjs }> & { current: string | null }) => {
  const { form, submit } = useDecision(props);
  const title = current ? '修改定时发布时间' : '定时发布';
  return (
    <DecisionDialog<{ at: Dayjs }>
      open
      title={title}
      okText="确定排期"
      lead={
        <p className="editorial-dialog__hint">
          到时自动发布到门户。发布前可随时改期、退回或撤回；内容一经修改，排期即取消，须重新审核。
        </p>
      }
      form={form}
      submit={submit}
      formLabel="发布排期"
      initialValues={{ at: current ? dayjs(current) : dayjs().add(1, 'hour').startOf('hour') }}
      onClose={props.onClose}
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
        <DateTimePicker
          disabledDate={(day) => day.isBefore(dayjs().startOf('day')) || day.isAfter(dayjs().add(365, 'day'))}
          aria-label="定时发布时间"
        />
      </Form.Item>
    </DecisionDialog>
  );
};
