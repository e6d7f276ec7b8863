import { type DataOf, listMessages } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type MessageListRequest, messageKeys } from './query-keys.ts';

export type MessagePage = DataOf<typeof listMessages>;

export const getMessages = (query: MessageListRequest, signal?: AbortSignal): Promise<MessagePage> =>
  api.request(listMessages, { query, showLoading: false, signal });

/**
 * One page of the centre's list; the previous page stays on screen (dimmed) while the next loads. New messages and
 * reads in other tabs arrive through the live channel, which invalidates the lists (use-message-live-events.ts).
 */
export const getMessagesQueryOptions = (query: MessageListRequest) =>
  queryOptions({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => getMessages(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMessages = (query: MessageListRequest) => useQuery(getMessagesQueryOptions(query));

/** The bell's popover and the workbench card: the five newest, read or not. */
export const LATEST_MESSAGES_QUERY: MessageListRequest = { pageNum: 1, pageSize: 5, read: 'all' };

/** Quiet: the header and the home page are not worth a toast when the latest messages cannot load. */
export const getLatestMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.list(LATEST_MESSAGES_QUERY),
    queryFn: ({ signal }) =>
      api.request(listMessages, { query: LATEST_MESSAGES_QUERY, showLoading: false, silent: true, signal }),
    staleTime: 30_000,
  });

export const useLatestMessages = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getLatestMessagesQueryOptions(), enabled: options.enabled ?? true });
