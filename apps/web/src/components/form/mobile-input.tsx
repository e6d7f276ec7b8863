import type { InputProps } from 'antd';
import { Input } from './inputs.ts';

/** An 11-digit mainland mobile number: the numeric keypad on a phone, and the browser's own autofill. */
export const MobileInput = ({ placeholder = '请输入 11 位手机号', ...props }: InputProps) => (
  <Input
    placeholder={placeholder}
    autoComplete="tel-national"
    inputMode="numeric"
    maxLength={11}
    {...props}
  />
);
