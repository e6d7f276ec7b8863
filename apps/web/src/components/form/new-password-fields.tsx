import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordOwner,
  passwordProblem,
} from '@rrsp/contract';
import { Form } from 'antd';
import { fieldRules, fieldSchema, sameAsRule } from '../../lib/zod-rule.ts';
import { PasswordInput } from './inputs.ts';
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
  /**
   * Whose password it is: known values (the signed-in user's), or the names of this form's fields that hold them
   * (sign-up). The meter and the check before sending apply the server's policy with them.
   */
  owner?: PasswordOwner | { usernameField: string; mobileField: string };
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
  owner,
}: NewPasswordFieldsProps) => {
  const password = Form.useWatch<string | undefined>(name);
  const form = Form.useFormInstance();
  const fieldsOwner = (): PasswordOwner =>
    owner && 'usernameField' in owner
      ? { username: form.getFieldValue(owner.usernameField), mobile: form.getFieldValue(owner.mobileField) }
      : (owner ?? {});
  // the owner's fields as typed, so the meter follows them
  const typedOwner = Form.useWatch((values: Record<string, unknown>): PasswordOwner => {
    if (!owner || !('usernameField' in owner)) return {};
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { username: text(values[owner.usernameField]), mobile: text(values[owner.mobileField]) };
  });
  const shownOwner = owner && 'usernameField' in owner ? (typedOwner ?? {}) : (owner ?? {});
  return (
    <>
      <Form.Item label={label} required>
        <Form.Item
          name={name}
          noStyle
          dependencies={owner && 'usernameField' in owner ? [owner.usernameField, owner.mobileField] : []}
          rules={[
            ...fieldRules(
              requiredMessage,
              fieldSchema((s) => s.NewPasswordSchema),
            ),
            {
              // the server's policy beyond length (which the schema checks): common, or the user's own name or mobile
              validator: async (_rule, value: unknown) => {
                if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) return;
                const problem = passwordProblem(value, fieldsOwner());
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <PasswordInput
            placeholder={placeholder}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            aria-label={label}
          />
        </Form.Item>
        <PasswordStrengthHint password={password} owner={shownOwner} />
      </Form.Item>
      <Form.Item
        label={confirmLabel}
        name="confirm"
        dependencies={[name]}
        rules={[{ required: true, message: confirmRequiredMessage }, sameAsRule(name)]}
      >
        <PasswordInput
          placeholder={confirmPlaceholder}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Form.Item>
    </>
  );
};
