/** What a SegmentedField takes: the part of antd's Segmented the work areas use (a few text options). */
export interface SegmentedFieldProps<V extends string> {
  'aria-labelledby'?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** Where the focus was in the stand-in when the Segmented took its place: the group, or one option's radio. */
export type SegmentedFocus = 'group' | number | undefined;
