/** What date-range-field.tsx takes, and the picker it loads (a module of its own: both import it). */
export interface DateRangeFieldProps {
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  placeholder: [string, string];
  /** The chosen days, YYYY-MM-DD. */
  start: string | undefined;
  end: string | undefined;
  onChange: (start: string | undefined, end: string | undefined) => void;
  /** The last day that can be picked, YYYY-MM-DD, or `today` (the reader's, as antd's picker counts days). */
  lastDay?: string;
  /** Both days are always chosen: the range cannot be cleared, and a change is made with both. */
  required?: boolean;
}
