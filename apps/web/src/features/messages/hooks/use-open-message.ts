import type { MessageItem } from '@rrsp/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkMessagesRead } from '../api/mark-messages-read.ts';

/**
 * Opening a message: an unread one is marked read first (so the bell has counted it when the page it leads to shows),
 * then the app goes where it leads. A failed mark does not keep the user from the page: the request client has said
 * why, and the message stays unread.
 */
export const useOpenMessage = () => {
  const { mutateAsync } = useMarkMessagesRead();
  const navigate = useNavigate();
  return useCallback(
    async (message: MessageItem, to?: string) => {
      if (!message.read) {
        try {
          await mutateAsync({ messageIds: [message.messageId] });
        } catch {
          // shown by the request client; the link still opens
        }
      }
      if (to) navigate(to);
    },
    [mutateAsync, navigate],
  );
};
