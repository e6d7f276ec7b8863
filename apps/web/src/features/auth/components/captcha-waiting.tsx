import { ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';

/** Inside the captcha's image button while there is no image: a spinner, or 重新加载 after a failed load. */
export const CaptchaWaiting = ({ failed }: { failed: boolean }) =>
  failed ? (
    <span>
      <ReloadOutlined /> 重新加载
    </span>
  ) : (
    <Spin size="small" />
  );
