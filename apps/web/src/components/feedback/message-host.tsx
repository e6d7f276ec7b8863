import { message } from 'antd';
import type { ConfigOptions as MessageConfig, MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

/** antd's context-aware toasts (they follow the theme), mounted once the first toast is asked for. */
export const MessageHost = ({
  config,
  onReady,
}: {
  config?: MessageConfig;
  onReady: (api: MessageInstance) => void;
}) => {
  const [api, holder] = message.useMessage(config);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
};
