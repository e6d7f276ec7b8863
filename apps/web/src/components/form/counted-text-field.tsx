import { Form, type FormItemProps, type GetProp } from 'antd';
import { TextArea } from './inputs.ts';

type CountedTextFieldProps = Omit<FormItemProps, 'children'> & {
  /** The most characters the field takes; the count under it shows how many are used. */
  maxLength: number;
  /** An example of what to write, in the portal's words. */
  placeholder: string;
  /** Its height in lines (4 unless said). */
  rows?: number;
  /** Instead of a fixed height, the lines it grows between as the text grows (a long description). */
  autoSize?: GetProp<typeof TextArea, 'autoSize'>;
};

/**
 * The portal's free-text field: a form item (its name, label, rules and help as any) holding a text area that counts
 * what is typed against its limit, e.g. a report's 情况说明 or a reviewer's 审核备注.
 */
export const CountedTextField = ({
  maxLength,
  placeholder,
  rows = 4,
  autoSize,
  ...item
}: CountedTextFieldProps) => (
  <Form.Item {...item}>
    <TextArea
      rows={autoSize ? undefined : rows}
      autoSize={autoSize}
      maxLength={maxLength}
      showCount
      placeholder={placeholder}
    />
  </Form.Item>
);
