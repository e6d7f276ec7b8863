import { BellOutlined } from '@ant-design/icons';
import type { MessageTally } from '@rrsp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { notification } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { subscribeLiveEvents } from '../../../lib/live/index.ts';
import { NOTIFICATION_CONFIG, NOTIFICATION_DURATION_S } from '../../../lib/notifier.ts';
import { messageKeys } from '../api/query-keys.ts';
import { MessageLink } from '../components/message-link.tsx';
import { centreHrefOf, isPortalPath, type MessageArea } from '../utils/message-area.ts';
import '../components/messages.css';

const tallyKey = (tally: MessageTally) => `${tally.unread}:${tally.lastSeq}`;

/**
 * The live channel while the user works (the work layouts call it once): each new message shows as a notification
 * for 4.5 s with its title, the start of its text and 查看; every list of messages on screen and the bell's fallback
 * figure follow, as they do when messages are read in another tab. Returns the notifications' holder, which the
 * layout renders (inside the router, so 查看 navigates within the app).
 */
export const useMessageLiveEvents = (area: MessageArea): ReactNode => {
  const queryClient = useQueryClient();
  const [api, holder] = notification.useNotification(NOTIFICATION_CONFIG);
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
        });
      }),
    [api, queryClient, area],
  );

  return holder;
};
