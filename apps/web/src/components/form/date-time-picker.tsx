import { DatePicker, type DatePickerProps } from 'antd';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent } from 'react';
import { type Dayjs, dayjs } from '../../lib/dayjs.ts';

dayjs.extend(customParseFormat);

const FORMAT = 'YYYY-MM-DD HH:mm';

type DateTimePickerProps = Omit<
  DatePickerProps,
  'showTime' | 'format' | 'needConfirm' | 'onChange' | 'value'
> & {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
};

/**
 * A day and a time to the minute, picked in the panel or typed. The picker alone keeps a typed time only when it is
 * confirmed (Enter, or the panel's 确定): typed and left with a click elsewhere, such as the dialog's own button, it was
 * dropped while the box still showed it, and the form went on with the time shown before. A complete time typed here
 * is the value once the box is left.
 */
export const DateTimePicker = ({ value, onChange, ...props }: DateTimePickerProps) => {
  const keepTyped = (event: FocusEvent<HTMLElement>) => {
    const typed = dayjs((event.target as HTMLInputElement).value, FORMAT, true);
    if (typed.isValid() && !(value && typed.isSame(value, 'minute'))) onChange?.(typed);
  };
  return (
    <DatePicker
      {...props}
      value={value}
      // one date, never a list (no `multiple`)
      onChange={(next) => onChange?.(Array.isArray(next) ? (next[0] ?? null) : next)}
      onBlur={keepTyped}
      showTime={{ format: 'HH:mm' }}
      format={FORMAT}
    />
  );
};
