import { Segmented } from 'antd';
import { useEffect, useRef } from 'react';
import type { SegmentedFieldProps, SegmentedFocus } from './segmented-field-props.ts';

/**
 * antd's Segmented over a SegmentedField's props: what segmented-field.tsx loads on the field's first use. It takes the
 * focus where the reader had it in the stand-in.
 */
export const SegmentedFieldPicker = <V extends string>({
  focus,
  options,
  ...props
}: SegmentedFieldProps<V> & { focus: SegmentedFocus }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = ref.current;
    if (!group || focus === undefined) return;
    if (focus === 'group') group.focus();
    else group.querySelectorAll('input')[focus]?.focus();
    // the focus the stand-in had when this took its place (set once, before it)
  }, [focus]);
  return <Segmented<V> ref={ref} {...props} options={options.map((option) => ({ ...option }))} />;
};
