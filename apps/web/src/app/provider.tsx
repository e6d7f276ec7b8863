import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { bindMessageApi, MESSAGE_DURATION_S, NOTIFICATION_DURATION_S } from '../lib/notifier.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

dayjs.locale('zh-cn');
// SPEC.md §9: notifications 4.5 s, set explicitly for the static API as well as the App context below.
notification.config({ duration: NOTIFICATION_DURATION_S, placement: 'topRight' });

/** Hands antd's context-aware message API (it follows the theme) to the request client. */
const MessageBridge = () => {
  const { message } = AntdApp.useApp();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={zhCN} theme={theme}>
    <AntdApp
      message={{ duration: MESSAGE_DURATION_S, maxCount: 3 }}
      notification={{ duration: NOTIFICATION_DURATION_S, placement: 'topRight' }}
    >
      <MessageBridge />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntdApp>
  </ConfigProvider>
);
