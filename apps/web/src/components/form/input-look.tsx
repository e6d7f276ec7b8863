import {
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import './input-look.css';

/** What was typed, counted as antd's showCount counts it (characters as the string holds them). */
const lengthOf = (value: unknown): number => (typeof value === 'string' ? value.length : 0);

type TextInputLookProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'defaultValue' | 'value'> & {
  defaultValue?: string;
  /** A value the field only shows (read-only, without a count). */
  value?: string;
  /** The count after the text (n / maxLength), as antd's `showCount`. */
  showCount?: boolean;
};

/**
 * antd's outlined Input as it looks (input-look.css, from the theme's tokens), a native input: for a form's stand-in
 * (hooks/use-form-stand-in.ts), whose fields are uncontrolled and handed over to the real form, and for a value only
 * shown. antd's Input brings its affix wrapper, clear icon, compact-group context and styles (about 9 KiB), which
 * these do not need.
 */
export const TextInputLook = ({ showCount = false, className, onInput, ...input }: TextInputLookProps) => {
  const [length, setLength] = useState(() => lengthOf(input.defaultValue));
  const disabled = input.disabled ? ' input-look--disabled' : '';
  if (!showCount)
    return <input {...input} className={`input-look${disabled}${className ? ` ${className}` : ''}`} />;
  return (
    <span className={`input-look input-look--affix${disabled}${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        className="input-look__input"
        onInput={(event) => {
          setLength(event.currentTarget.value.length);
          onInput?.(event);
        }}
      />
      <span className="input-look__suffix">
        <span className="input-look__count">
          {length} / {input.maxLength}
        </span>
      </span>
    </span>
  );
};

type TextAreaLookProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'defaultValue' | 'value' | 'rows'
> & {
  defaultValue?: string;
  showCount?: boolean;
  /** The rows it grows between as text is typed, as antd's `autoSize`. */
  autoSize: { minRows: number; maxRows: number };
};

/** antd's outlined TextArea as it looks (with `showCount` and `autoSize`), a native text area: see TextInputLook. */
export const TextAreaLook = ({
  showCount = false,
  autoSize,
  className,
  onInput,
  ...area
}: TextAreaLookProps) => {
  const [length, setLength] = useState(() => lengthOf(area.defaultValue));
  const box = useRef<HTMLTextAreaElement>(null);
  // as antd's autoSize: the text's height between the rows' heights, with the box's padding
  const fit = () => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const line = Number.parseFloat(style.lineHeight);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    const [min, max] = [autoSize.minRows * line + padding, autoSize.maxRows * line + padding];
    element.style.height = `${min}px`;
    const height = Math.min(max, Math.max(min, element.scrollHeight));
    element.style.height = `${height}px`;
    element.style.minHeight = `${min}px`;
    element.style.maxHeight = `${max}px`;
    element.style.overflowY = element.scrollHeight > max ? 'auto' : 'hidden';
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once drawn; then as text is typed
  useLayoutEffect(fit, []);
  const disabled = area.disabled ? ' input-look--disabled' : '';
  return (
    <span className={`input-look input-look--area${disabled}${className ? ` ${className}` : ''}`}>
      <textarea
        {...area}
        ref={box}
        className="input-look__area"
        onInput={(event) => {
          setLength(event.currentTarget.value.length);
          fit();
          onInput?.(event);
        }}
      />
      {showCount ? (
        <span className="input-look__area-count">
          {length} / {area.maxLength}
        </span>
      ) : null}
    </span>
  );
};
