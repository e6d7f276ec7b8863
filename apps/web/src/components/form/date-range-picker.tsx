import { DatePicker, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { dayjs } from '../../lib/dayjs.ts';
import type { DateRangeFieldProps } from './date-range-props.ts';

type RangePickerRef = GetRef<typeof DatePicker.RangePicker>;

const lastDayOf = (lastDay: string) => (lastDay === 'today' ? dayjs().format('YYYY-MM-DD') : lastDay);

/**
 * antd's RangePicker over ISO dates (YYYY-MM-DD): what date-range-field.tsx loads on the field's first use, with dayjs,
 * focuses the box the reader went to and, if they pressed it, opens.
 */
export const DateRangePicker = ({
  className,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  placeholder,
  start,
  end,
  onChange,
  lastDay,
  required = false,
  focusIndex,
  open,
}: DateRangeFieldProps & { focusIndex: 0 | 1 | undefined; open: boolean }) => {
  const picker = useRef<RangePickerRef>(null);
  // once, as it replaces the stand-in the reader has just focused
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus is moved on mount only.
  useEffect(() => {
    if (focusIndex !== undefined)
      picker.current?.nativeElement.querySelectorAll('input')[focusIndex]?.focus();
  }, []);
  return (
    <DatePicker.RangePicker
      ref={picker}
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      placeholder={placeholder}
      allowEmpty={[!required, !required]}
      allowClear={!required}
      defaultOpen={open}
      value={[start ? dayjs(start) : null, end ? dayjs(end) : null]}
      disabledDate={lastDay ? (day) => day.format('YYYY-MM-DD') > lastDayOf(lastDay) : undefined}
      onChange={(range) => {
        const [from, to] = [range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD')];
        if (!required || (from && to)) onChange(from, to);
      }}
    />
  );
};
