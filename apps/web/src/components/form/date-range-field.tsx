import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { type FocusEvent, Suspense, useState } from 'react';
import { lazyPart } from '../ui/load-when-shown.tsx';
import type { DateRangeFieldProps } from './date-range-props.ts';
import './date-range-field.css';

const loadPicker = async () => (await import('./date-range-picker.tsx')).DateRangePicker;
const DateRangePicker = lazyPart(loadPicker);

/**
 * A date range field that loads antd's RangePicker, with dayjs, when it is first used: a list's first screen draws
 * the field but rarely opens it, and the picker is 31 KiB of its JavaScript (docs/decisions/034). Until then it draws
 * antd's range box as it looks (date-range-field.css) with the chosen days; its boxes are read-only, so nothing typed
 * is lost. Pointing at it starts the load; focusing or pressing either box draws the real picker in its place, with
 * the focus in the box the reader went to, and open if it was pressed.
 */
export const DateRangeField = (props: DateRangeFieldProps) => {
  const [focusIndex, setFocusIndex] = useState<0 | 1 | undefined>();
  const [wanted, setWanted] = useState(false);
  // pressed, the picker opens as antd's does on a press; focused from the keyboard, it only takes the focus
  const [pressed, setPressed] = useState(false);
  const { className, 'aria-label': label, 'aria-labelledby': labelledBy, placeholder, start, end } = props;

  const goToBox = (index: 0 | 1) => (event: FocusEvent<HTMLInputElement>) => {
    event.preventDefault();
    setFocusIndex(index);
    setWanted(true);
  };
  const box = (index: 0 | 1) => (
    <input
      readOnly
      aria-label={label}
      aria-labelledby={labelledBy}
      placeholder={placeholder[index]}
      value={(index === 0 ? start : end) ?? ''}
      size={12}
      autoComplete="off"
      onPointerDown={() => setPressed(true)}
      onFocus={goToBox(index)}
    />
  );
  const standIn = (
    <div
      className={className ? `date-range-field ${className}` : 'date-range-field'}
      onPointerEnter={() => void loadPicker()}
    >
      {box(0)}
      <span className="date-range-field__separator" aria-hidden="true">
        <SwapRightOutlined />
      </span>
      {box(1)}
      <CalendarOutlined className="date-range-field__suffix" aria-hidden="true" />
    </div>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateRangePicker {...props} focusIndex={focusIndex} open={pressed} />
    </Suspense>
  );
};
