import type { ReactNode } from 'react';

/** One choice of a SelectField: its value and the text shown for it. */
export interface SelectFieldOption<V extends string | number> {
  value: V;
  label: string;
}

/** Choices under a heading (品类 under 产品 and 服务), as antd's Select groups them. */
export interface SelectFieldGroup<V extends string | number> {
  label: string;
  options: readonly SelectFieldOption<V>[];
}

/** The choices as a flat list, groups opened up. */
export const flatOptions = <V extends string | number>(
  options: readonly (SelectFieldOption<V> | SelectFieldGroup<V>)[] | undefined,
): SelectFieldOption<V>[] =>
  (options ?? []).flatMap((option) => ('options' in option ? option.options : [option]));

/** What a SelectField takes: the part of antd's Select the filters above the lists use. */
export interface SelectFieldProps<V extends string | number> {
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  placeholder?: string;
  value: V | undefined;
  options: readonly (SelectFieldOption<V> | SelectFieldGroup<V>)[] | undefined;
  onChange: (value: V | undefined) => void;
  allowClear?: boolean;
  disabled?: boolean;
  loading?: boolean;
  /** Typing filters the choices by their text (the region filters). */
  searchable?: boolean;
  notFoundContent?: ReactNode;
}
