import type { ChangeEvent, ReactNode } from 'react';
import './checkbox-field.css';

interface CheckboxProps {
  /** Set by Form.Item with valuePropName="checked". */
  checked?: boolean;
  /** Form.Item reads `event.target.checked`, as from antd's Checkbox. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  /** The box's name when it has no label text (a row's 选择第 N 版用于比较). */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * One checkbox with its label, drawn as antd's Checkbox looks (checkbox-field.css, from antd's tokens) on a native input:
 * 注册's 我已阅读并同意 was the only Checkbox on an entry page's first screen, and antd's is 3.3 KiB with its styles
 * (docs/decisions/034). Goes in a Form.Item with valuePropName="checked".
 */
export const Checkbox = ({ checked = false, onChange, id, 'aria-label': label, children }: CheckboxProps) => (
  <label className="checkbox-field">
    <span className={checked ? 'checkbox-field__box checkbox-field__box--checked' : 'checkbox-field__box'}>
      <input
        type="checkbox"
        className="checkbox-field__input"
        id={id}
        aria-label={label}
        checked={checked}
        onChange={onChange}
      />
    </span>
    {children ? <span className="checkbox-field__label">{children}</span> : null}
  </label>
);
