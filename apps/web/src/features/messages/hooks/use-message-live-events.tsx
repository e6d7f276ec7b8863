import { BellOutlined } from '@ant-design/icons';
import type { MessageTally } from '@rrsp/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { subscribeLiveEvents } from '../../../lib/live/index.ts';
import { NOTIFICATION_DURATION_S } from '../../../lib/notifier.ts';
import { messageKeys } from '../api/query-keys.ts';
import { MessageLink } from '../components/message-link.tsx';
import { centreHrefOf, isPortalPath, type MessageArea } from '../utils/message-area.ts';
import '../components/messages.css';

const NotificationHost = lazy(async () => ({
  default: (await import('../components/notification-host.tsx')).NotificationHost,
}));

const tallyKey = (tally: MessageTally) => `${tally.unread}:${tally.lastSeq}`;

/**
 * The live channel while the user works (the work layouts call it once): each new message shows as a notification
 * for 4.5 s with its title, the start of its text and 查看; every list of messages on screen and the bell's fallback
 * figure follow, as they do when messages are read in another tab. Returns the notifications' holder, which the
 * layout renders (inside the router, so 查看 navigates within the app). antd's notification code loads with the first
 * new message, not with the layout (docs/decisions/034).
 */
export const useMessageLiveEvents = (area: MessageArea): ReactNode => {
  const queryClient = useQueryClient();
  const ready = useRef<NotificationInstance | null>(null);
  /** Notifications of messages that arrived before the notification code, shown as soon as it has. */
  const waiting = useRef<((api: NotificationInstance) => void)[]>([]);
  const [wanted, setWanted] = useState(false);
  const notify = useCallback((show: (api: NotificationInstance) => void) => {
    if (ready.current) {
      show(ready.current);
      return;
    }
    waiting.current.push(show);
    setWanted(true);
  }, []);
  const onReady = useCallback((api: NotificationInstance) => {
    ready.current = api;
    for (const show of waiting.current.splice(0)) show(api);
  }, []);
  const seen = useRef<string | null>(null);

  useEffect(
    () =>
      subscribeLiveEvents((event) => {
        queryClient.setQueryData(messageKeys.tally(), event.tally);
        const changed = seen.current !== tallyKey(event.tally);
        seen.current = tallyKey(event.tally);
        if (event.type === 'tally') {
          if (changed) void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
        const { message } = event;
        const key = `message:${message.messageId}`;
        notify((api) =>
          api.open({
            key,
            duration: NOTIFICATION_DURATION_S,
            role: 'status',
            className: 'message-notice',
            icon: <BellOutlined className="message-notice__icon" aria-hidden="true" />,
            title: message.title,
            description: message.body ? <p className="message-notice__body">{message.body}</p> : undefined,
            actions: (
              <MessageLink
                message={message}
                to={isPortalPath(message.link) ? message.link : centreHrefOf(area)}
                className="message-notice__view"
                aria-label={`查看消息：${message.title}`}
                onFollow={() => api.destroy(key)}
              >
                查看
              </MessageLink>
            ),
          }),
        );
      }),
    [notify, queryClient, area],
  );

  return wanted ? (
    <Suspense fallback={null}>
      <NotificationHost onReady={onReady} />
    </Suspense>
  ) : null;
};
