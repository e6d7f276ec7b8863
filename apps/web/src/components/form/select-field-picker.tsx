import { Select } from 'antd';
import type { SelectFieldProps } from './select-field-props.ts';

/**
 * antd's Select over a SelectField's props: what select-field.tsx loads on the field's first use. It takes the focus
 * the reader gave the stand-in and, if they pressed it, opens.
 */
export const SelectFieldPicker = <V extends string | number>({
  searchable = false,
  options,
  onChange,
  focused,
  open,
  ...props
}: SelectFieldProps<V> & { focused: boolean; open: boolean }) => (
  <Select<V>
    {...props}
    options={options?.map((option) =>
      'options' in option
        ? { label: option.label, options: option.options.map((item) => ({ ...item })) }
        : { ...option },
    )}
    showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
    autoFocus={focused}
    defaultOpen={open}
    onChange={(value) => onChange(value ?? undefined)}
  />
);
