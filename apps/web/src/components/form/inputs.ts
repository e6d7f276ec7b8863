/**
 * antd's text inputs one by one. `Input` from 'antd' carries Input.Search, Input.TextArea, Input.OTP and Input.Group
 * as properties, so importing it bundles all of them (about 4 KiB brotli) into every page with a text field; a form
 * of the entry pages draws only these (docs/decisions/034). The same components as `Input`, `Input.Password` and
 * `Input.TextArea`.
 */
export { default as Input } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
export { default as TextArea } from 'antd/es/input/TextArea';
