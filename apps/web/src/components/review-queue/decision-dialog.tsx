import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { FormSubmitState } from '../../hooks/use-form-submit.ts';
import { FormAlert } from '../form/form-alert.tsx';

interface DecisionDialogProps<V> {
  open: boolean;
  title: string;
  okText: string;
  /** A decision that takes something away (驳回, 下架) has its button in red. */
  danger?: boolean;
  width?: number;
  /** What the decision does, above the form. */
  lead: ReactNode;
  form: FormInstance<V>;
  submit: Pick<FormSubmitState<V>, 'onFinish' | 'submitting' | 'alert'>;
  /** Names the form for screen readers. */
  formLabel: string;
  /** The form's name, where its fields' ids need it. */
  formName?: string;
  initialValues?: Partial<V>;
  onClose: () => void;
  /** The decision's fields (a remark, the reasons). */
  children: ReactNode;
}

/**
 * An operator's decision on an item of a queue (approve, reject, take off the shelf, settle a report): a dialog that
 * says what it does and holds the form of its remark; a refusal is said above the buttons.
 */
export const DecisionDialog = <V,>({
  open,
  title,
  okText,
  danger = false,
  width = 560,
  lead,
  form,
  submit,
  formLabel,
  formName,
  initialValues,
  onClose,
  children,
}: DecisionDialogProps<V>) => (
  <Modal
    open={open}
    title={title}
    okText={okText}
    okButtonProps={{ danger }}
    cancelText="取消"
    onOk={() => form.submit()}
    onCancel={onClose}
    confirmLoading={submit.submitting}
    destroyOnHidden
    width={width}
  >
    {lead}
    <Form<V>
      form={form}
      name={formName}
      layout="vertical"
      onFinish={submit.onFinish}
      aria-label={formLabel}
      initialValues={initialValues}
    >
      {children}
      <FormAlert message={submit.alert} />
    </Form>
  </Modal>
);
