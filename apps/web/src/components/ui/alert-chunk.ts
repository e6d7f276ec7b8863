// The chunk lazy-alert.tsx loads: antd's Alert and its styles.
export { Alert } from 'antd';
