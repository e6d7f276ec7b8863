import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { partLoadedOnFirstUse } from '../../hooks/use-loaded-on-first-use.ts';
import { usePressGuard } from '../../hooks/use-press-guard.ts';
import type { SegmentedFieldProps, SegmentedFocus } from './segmented-field-props.ts';
import './segmented-field.css';

type Picker = ComponentType<SegmentedFieldProps<string> & { focus: SegmentedFocus }>;

const segmentedPart = partLoadedOnFirstUse<Picker>(() =>
  import('./segmented-field-picker.tsx').then((module) => module.SegmentedFieldPicker as Picker),
);

/**
 * A segmented choice (数据中心's 按日/按周/按月) that loads antd's Segmented when it is first used: antd's Segmented
 * imports its Tooltip, together about 12 KiB served on a page that draws no other tooltip (docs/decisions/034). Until
 * then it draws antd's Segmented as it looks (segmented-field.css, from antd's tokens), the same radio group with the
 * same radios, so a press on an option chooses it. Pointing at it or focusing it loads the Segmented, which takes its
 * place once the press in progress is over (usePressGuard) with the focus where the reader had it.
 */
export const SegmentedField = <V extends string>(props: SegmentedFieldProps<V>) => {
  const [Part, setPart] = useState(() => segmentedPart.loaded());
  const [focus, setFocus] = useState<SegmentedFocus>();
  const { whenFree, pressHandlers } = usePressGuard();
  const groupRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const name = useId();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (Part) {
    const Picker = Part as unknown as ComponentType<SegmentedFieldProps<V> & { focus: SegmentedFocus }>;
    return <Picker {...props} focus={focus} />;
  }

  const load = () => {
    segmentedPart.load().then(
      (arrived) =>
        whenFree(() => {
          if (!mounted.current) return;
          const group = groupRef.current;
          const active = document.activeElement;
          if (group && active && group.contains(active)) {
            setFocus(
              active === group
                ? 'group'
                : [...group.querySelectorAll('input')].indexOf(active as HTMLInputElement),
            );
          }
          setPart(() => arrived);
        }),
      // the stand-in works on: its radios choose, and the next use tries again
      () => undefined,
    );
  };

  const { value, options, onChange } = props;
  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="segmented control"
      aria-labelledby={props['aria-labelledby']}
      aria-orientation="horizontal"
      tabIndex={0}
      className="segmented-field"
      onPointerEnter={load}
      onFocus={load}
      {...pressHandlers}
    >
      <div className="segmented-field__group">
        {options.map((option) => (
          <label
            key={option.value}
            className={
              option.value === value
                ? 'segmented-field__item segmented-field__item--selected'
                : 'segmented-field__item'
            }
          >
            <input
              className="segmented-field__input"
              type="radio"
              name={name}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <div className="segmented-field__label" title={option.label}>
              {option.label}
            </div>
          </label>
        ))}
      </div>
    </div>
  );
};
