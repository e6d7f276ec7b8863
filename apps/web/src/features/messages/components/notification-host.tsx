import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { NOTIFICATION_CONFIG } from '../../../lib/notifier.ts';

/** antd's context-aware notifications, mounted once the first new message arrives while the user works. */
export const NotificationHost = ({ onReady }: { onReady: (api: NotificationInstance) => void }) => {
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
};
