import { NewPasswordSchema, PASSWORD_MAX_LENGTH } from '@rrsp/contract';
import { Form, Input } from 'antd';
import { fieldRules, sameAsRule } from '../../lib/zod-rule.ts';
import { PasswordStrengthHint } from './password-strength.tsx';

interface NewPasswordFieldsProps {
  /** Form field holding the new password; the confirmation is always `confirm`. */
  name: string;
  label: string;
  /** Shown when the new password is left empty. */
  requiredMessage: string;
  placeholder?: string;
  confirmLabel: string;
  /** Shown when the confirmation is left empty. */
  confirmRequiredMessage: string;
  confirmPlaceholder?: string;
}

/**
 * A new password with its strength hint, then the confirmation that must match it. Must be rendered inside an
 * antd `Form` (the hint watches the field through the form context).
 */
export const NewPasswordFields = ({
  name,
  label,
  requiredMessage,
  placeholder = '至少 8 位',
  confirmLabel,
  confirmRequiredMessage,
  confirmPlaceholder,
}: NewPasswordFieldsProps) => {
  const password = Form.useWatch<string | undefined>(name);
  return (
    <>
      <Form.Item label={label} required>
        <Form.Item name={name} noStyle rules={fieldRules(requiredMessage, NewPasswordSchema)}>
          <Input.Password
            placeholder={placeholder}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            aria-label={label}
          />
        </Form.Item>
        <PasswordStrengthHint password={password} />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirm"
        dependencies={[name]}
        rules={[{ required: true, message: confirmRequiredMessage }, sameAsRule(name)]}
      >
        <Input.Password
          placeholder={confirmPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
};
