// The chunk lazy-result.tsx loads: antd's Result and the pictures it imports.
export { Result } from 'antd';
