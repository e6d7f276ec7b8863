import type { ReactNode } from 'react';
import './form-stand-in.css';

interface StandInItemProps {
  label: string;
  /** The field's id, antd's `<form name>_<field>`. */
  htmlFor?: string;
  /** 可选 after the label, as antd's `requiredMark="optional"` draws a field without a required rule. */
  optional?: boolean;
  /** The asterisk before the label, as antd's default `requiredMark` draws a field with a required rule. */
  required?: boolean;
  /** The help text under the field (antd's `extra`), with its id (antd's `<field id>_extra`). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One field of a form's stand-in (hooks/use-form-stand-in.ts), drawn as antd's vertical Form.Item draws it
 * (form-stand-in.css): the label above, the field, the help text under it. The field itself is antd's own input,
 * given the id antd would give it and `aria-required`/`aria-describedby` as antd sets them.
 */
export const StandInItem = ({ label, htmlFor, optional, required, extra, children }: StandInItemProps) => (
  <div className="form-stand-in__item">
    <div className="form-stand-in__row">
      <div className="form-stand-in__label">
        <label htmlFor={htmlFor} title={label} className={required ? 'form-stand-in__required' : undefined}>
          {label}
          {optional ? <span className="form-stand-in__optional">（可选）</span> : null}
        </label>
      </div>
      <div className="form-stand-in__control">
        <div className="form-stand-in__control-input">
          <div className="form-stand-in__control-input-content">{children}</div>
        </div>
        {extra ? (
          <div className="form-stand-in__additional">
            <div id={htmlFor ? `${htmlFor}_extra` : undefined} className="form-stand-in__extra">
              {extra}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  </div>
);
