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

interface StandInRadioButtonsProps<V extends string> {
  /** The group's id, antd's `<form name>_<field>`. */
  id: string;
  /** The field's name: the stand-in hands the checked radio over by it (hooks/use-form-stand-in.ts). */
  name: string;
  options: readonly { value: V; label: string }[];
  /** The chosen value (null: none yet), for a group whose choice the stand-in keeps in state; else `defaultValue`. */
  value?: V | null | undefined;
  defaultValue?: V | undefined;
  onChange?: (value: V) => void;
  /** A selector of the same radio in the real form, where the focus goes at the swap. */
  handoverOf?: (value: V) => string;
}

/**
 * antd's Radio.Group of solid buttons (`optionType="button" buttonStyle="solid"`) as it draws them
 * (form-stand-in.css), with real radios inside, so the keyboard and a label work as in the real group.
 */
export const StandInRadioButtons = <V extends string>({
  id,
  name,
  options,
  value,
  defaultValue,
  onChange,
  handoverOf,
}: StandInRadioButtonsProps<V>) => (
  <div role="radiogroup" aria-required="true" id={id} className="form-stand-in__radios">
    {options.map((option) => (
      <label key={option.value} className="form-stand-in__radio">
        <input
          type="radio"
          name={name}
          value={option.value}
          {...(value === undefined
            ? { defaultChecked: defaultValue === option.value }
            : { checked: value === option.value })}
          onChange={() => onChange?.(option.value)}
          data-handover={handoverOf?.(option.value)}
        />
        <span>{option.label}</span>
      </label>
    ))}
  </div>
);

interface StandInChoiceProps {
  /** The id the real Select or picker gives its input (antd's `<form name>_<field>`), which labels point at. */
  id?: string | undefined;
  /** The look's classes: `select-field` (antd's closed Select, select-field.css) or `date-range-field` (its picker). */
  className: string;
  /** What is chosen, as the real one shows it ('' for nothing). */
  text: string;
  /** Shown when nothing is chosen. */
  placeholder?: string | undefined;
  disabled?: boolean | undefined;
  /** The arrow, the calendar or a spinner at its end. */
  icon: ReactNode;
  /** An accessible name where no label points at it. */
  label?: string | undefined;
  required?: boolean | undefined;
  describedBy?: string | undefined;
  /** What it opens: a list (a Select) or a dialog (a date picker). */
  popup?: 'listbox' | 'dialog' | undefined;
  /** A selector of the same input in the real form, where a stand-in that reads `data-handover` puts the focus. */
  handover?: string | undefined;
  /** Pressed (anywhere in it, the arrow too) or opened from the keyboard (Enter, Space, an arrow). */
  onOpen: () => void;
}

/**
 * A closed choice (antd's Select, Cascader or date picker) in a form's stand-in, drawn as it looks with its text in a
 * read-only input that its label names: pressed or opened from the keyboard, the stand-in has the real one opened
 * once it is there (form-stand-in.css, with select-field.css or date-range-field.css for the look).
 */
export const StandInChoice = ({
  id,
  className,
  text,
  placeholder,
  disabled = false,
  icon,
  label,
  required = false,
  describedBy,
  popup = 'listbox',
  handover,
  onOpen,
}: StandInChoiceProps) => (
  // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a press on the arrow opens it as on the text; the keyboard is the input's
  <div
    className={[className, 'form-stand-in__choice', disabled ? 'select-field--disabled' : '']
      .filter(Boolean)
      .join(' ')}
    onClick={(event) => {
      if (disabled) return;
      const input = event.currentTarget.querySelector('input');
      if (event.target !== input) input?.focus({ preventScroll: true });
      onOpen();
    }}
  >
    <input
      id={id}
      readOnly
      disabled={disabled}
      value={text}
      placeholder={placeholder}
      autoComplete="off"
      className="form-stand-in__choice-input"
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-haspopup={popup}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      data-handover={handover}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    />
    {icon}
  </div>
);
