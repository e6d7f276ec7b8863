import { Button } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { KEYWORD_MAX_LENGTH } from '../../lib/list-query.ts';
import { FilterField } from '../form/filter-field.tsx';
import { SelectField } from '../form/select-field.tsx';
import './review-queue.css';
import { SearchBox } from '../form/search-box.tsx';

/** The filters above a queue, and 重置 after them (off while nothing is set). */
export const QueueFilterBar = ({
  children,
  canReset,
  onReset,
}: {
  children: ReactNode;
  canReset: boolean;
  onReset: () => void;
}) => (
  <div className="queue-filters">
    {children}
    <Button onClick={onReset} disabled={!canReset}>
      重置
    </Button>
  </div>
);

/** 关键词: typed freely, applied on 查询 (or Enter); follows the address when it changes (back, 重置). */
export const QueueKeywordFilter = ({
  keyword,
  placeholder,
  onSearch,
}: {
  keyword: string | undefined;
  placeholder: string;
  onSearch: (keyword: string) => void;
}) => {
  const [typed, setTyped] = useState(keyword ?? '');
  useEffect(() => setTyped(keyword ?? ''), [keyword]);
  return (
    <FilterField label="关键词">
      {(id) => (
        <SearchBox
          aria-labelledby={id}
          className="queue-filter__keyword"
          placeholder={placeholder}
          maxLength={KEYWORD_MAX_LENGTH}
          value={typed}
          onChange={setTyped}
          onSearch={(value) => onSearch(value.trim())}
          buttonText="查询"
        />
      )}
    </FilterField>
  );
};

/** A choice among fixed values above a list (主体类型, 操作, 状态…), cleared back to its placeholder (全部). */
export const QueueSelectFilter = <V extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
  placeholder,
  disabled = false,
}: {
  label: string;
  value: V | undefined;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  /** The select's width. */
  className: string;
  placeholder: string;
  disabled?: boolean;
}) => (
  <FilterField label={label}>
    {(id) => (
      <SelectField<V>
        aria-labelledby={id}
        className={className}
        placeholder={placeholder}
        allowClear
        disabled={disabled}
        value={value}
        options={options}
        onChange={onChange}
      />
    )}
  </FilterField>
);

/** 等待时长: at least so many hours since the item began to wait (each queue has its own choices). */
export const QueueWaitingFilter = <H extends number>({
  options,
  placeholder = '不限',
  ...select
}: {
  value: H | undefined;
  options: readonly { hours: H; label: string }[];
  onChange: (hours: H | undefined) => void;
  /** The select's width. */
  className: string;
  placeholder?: string;
  disabled?: boolean;
}) => (
  <QueueSelectFilter<H>
    label="等待时长"
    placeholder={placeholder}
    options={options.map((option) => ({ value: option.hours, label: option.label }))}
    {...select}
  />
);
