import type { ReactNode } from 'react';

/** One choice of a SelectField: its value and the text shown for it. */
export interface SelectFieldOption<V extends string | number> {
  value: V;
  label: string;
}

/** What a SelectField takes: the part of antd's Select the filters above the lists use. */
export interface SelectFieldProps<V extends string | number> {
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  placeholder?: string;
  value: V | undefined;
  options: readonly SelectFieldOption<V>[] | undefined;
  onChange: (value: V | undefined) => void;
  allowClear?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Typing filters the choices by their text (the region filters). */
  searchable?: boolean;
  notFoundContent?: ReactNode;
}
