import { Form } from 'antd';
import type { ReactNode } from 'react';
import { fieldRules, fieldSchema } from '../../lib/zod-rule.ts';
import { Input } from './inputs.ts';
import { SendCodeButton } from './send-code-button.tsx';
import './form.css';

interface SmsCodeRowProps {
  /** Form field holding the code. */
  name?: string;
  /** Shown when the field is left empty. */
  requiredMessage: string;
  /** The input's accessible name (the row sits inside a labelled Form.Item that wraps more than the input). */
  ariaLabel: string;
  /** Sends the code; see SendCodeButton. */
  onSend: () => Promise<number>;
  placeholder?: string;
  prefix?: ReactNode;
}

/** A 6-digit code input next to its 获取验证码 button; goes inside a labelled `Form.Item`. */
export const SmsCodeRow = ({
  name = 'code',
  requiredMessage,
  ariaLabel,
  onSend,
  placeholder = '6 位数字',
  prefix,
}: SmsCodeRowProps) => (
  <div className="code-row">
    <Form.Item
      name={name}
      noStyle
      rules={fieldRules(
        requiredMessage,
        fieldSchema((s) => s.SmsCodeSchema),
      )}
    >
      <Input
        prefix={prefix}
        placeholder={placeholder}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        aria-label={ariaLabel}
      />
    </Form.Item>
    <SendCodeButton onSend={onSend} />
  </div>
);
