import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { type ComponentType, Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../ui/load-when-shown.tsx';
import { flatOptions, type SelectFieldProps } from './select-field-props.ts';
import './select-field.css';

const loadPicker = async () => (await import('./select-field-picker.tsx')).SelectFieldPicker;
const SelectFieldPicker = lazyPart(loadPicker) as unknown as ComponentType<
  SelectFieldProps<string | number> & { focused: boolean; open: boolean }
>;

/**
 * A choice above a list (a queue's status, a shelf's region, a message's kind) that loads antd's Select when it is
 * first used: a list's first screen draws its filters but the reader rarely opens them, and the Select is 20 KiB of
 * its JavaScript (docs/decisions/034). Until then it draws antd's closed Select as it looks (select-field.css) with
 * the chosen text. Pointing at it loads the Select and draws it in its place; pressing or focusing it draws the Select
 * at once, with the focus in it, and open if it was pressed (it opens on the press, as antd's does, so no click is
 * waited for).
 */
export const SelectField = <V extends string | number>(props: SelectFieldProps<V>) => {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const { className, placeholder, value, options, disabled = false, loading = false } = props;
  const chosen = flatOptions(options).find((option) => option.value === value);

  const standIn = (
    <div
      role="combobox"
      tabIndex={disabled ? -1 : 0}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={disabled || undefined}
      className={['select-field', disabled ? 'select-field--disabled' : undefined, className]
        .filter(Boolean)
        .join(' ')}
      onPointerEnter={() => {
        // loaded while the pointer rests on it, the Select takes its place (its clear button shows on hover)
        void loadPicker().then(() => {
          if (mounted.current) setWanted(true);
        });
      }}
      onPointerDown={() => {
        if (disabled) return;
        setPressed(true);
        setWanted(true);
      }}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
      }}
    >
      {chosen ? (
        <span className="select-field__text">{chosen.label}</span>
      ) : (
        <span className="select-field__text select-field__text--placeholder">
          {value === undefined ? placeholder : ''}
        </span>
      )}
      {loading ? (
        <LoadingOutlined className="select-field__arrow" aria-hidden />
      ) : (
        <DownOutlined className="select-field__arrow" aria-hidden />
      )}
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SelectFieldPicker
        {...(props as unknown as SelectFieldProps<string | number>)}
        focused={focused || pressed}
        open={pressed}
      />
    </Suspense>
  );
};
