import { Form } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CountedTextField } from '../../../components/form/counted-text-field.tsx';
import { DecisionDialog } from '../../../components/review-queue/decision-dialog.tsx';
import { type SubmitMutation, useFormSubmit } from '../../../hooks/use-form-submit.ts';
import { fieldRules, zodRule } from '../../../lib/zod-rule.ts';

type DecisionValues = Partial<Record<'remark' | 'reason', string>>;

export interface DecisionModalProps<Variables, Data> {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  /** What the decision does, in a sentence or two. */
  lead: ReactNode;
  /** The text field: its name in the contract's body, its label, whether it is needed and the contract's rule. */
  field: {
    name: 'remark' | 'reason';
    label: string;
    required: boolean;
    schema: z.ZodType;
    placeholder: string;
  };
  mutation: SubmitMutation<Variables, Data>;
  /** The call's body from the text typed (trimmed; undefined when left empty). */
  toVariables: (text: string | undefined) => Variables;
  onClose: () => void;
  onDone: (data: Data) => void;
}

/**
 * One decision on an item (审核通过 with an optional remark, 驳回 or 下架 with a reason): the text checked by the
 * contract's own rule, the call, and a refusal shown in the dialog (another operator may have decided first).
 */
export const DecisionModal = <Variables, Data>({
  open,
  title,
  okText,
  danger = false,
  lead,
  field,
  mutation,
  toVariables,
  onClose,
  onDone,
}: DecisionModalProps<Variables, Data>) => {
  const [form] = Form.useForm<DecisionValues>();
  const submit = useFormSubmit(form, mutation, {
    fields: [field.name],
    variables: (values) => toVariables(values[field.name]?.trim() || undefined),
    onSuccess: (data) => onDone(data),
  });
  return (
    <DecisionDialog
      open={open}
      title={title}
      okText={okText}
      danger={danger}
      onClose={onClose}
      form={form}
      submit={submit}
      formLabel={title}
      lead={<div className="shelf-decision__lead">{lead}</div>}
    >
      <CountedTextField
        name={field.name}
        label={field.label}
        rules={field.required ? fieldRules(`请填写${field.label}`, field.schema) : [zodRule(field.schema)]}
        maxLength={200}
        placeholder={field.placeholder}
      />
    </DecisionDialog>
  );
};
