import { type DataOf, type MarkMessagesRead, markMessagesRead } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setLiveTally } from '../../../lib/live/index.ts';
import type { MessagePage } from './list-messages.ts';
import { messageKeys } from './query-keys.ts';

export type MarkReadResult = DataOf<typeof markMessagesRead>;

export const markRead = (body: MarkMessagesRead): Promise<MarkReadResult> =>
  api.request(markMessagesRead, { body, showLoading: false });

/** A page as it reads once these messages are read: the rows turn read at once, before the list is read again. */
export const pageAfterRead = (
  page: MessagePage,
  body: MarkMessagesRead,
  result: MarkReadResult,
): MessagePage => {
  const marked = new Set(body.messageIds ?? []);
  return {
    ...page,
    rows: page.rows.map((row) => (body.all || marked.has(row.messageId) ? { ...row, read: true } : row)),
    tally: result.tally,
  };
};

/**
 * 标为已读 (some, or all): the bell, the other tabs (through the live channel) and every list shown take the tally
 * the server answers at once; the lists are then read again, since a list of unread ones has changed.
 */
export const useMarkMessagesRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (result, body) => {
      setLiveTally(result.tally);
      queryClient.setQueryData(messageKeys.tally(), result.tally);
      queryClient.setQueriesData<MessagePage>({ queryKey: messageKeys.lists() }, (page) =>
        page ? pageAfterRead(page, body, result) : page,
      );
      return queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });
};
