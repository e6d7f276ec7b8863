import type { listMessages, QueryOf } from '@rrsp/contract';

export type MessageListRequest = QueryOf<typeof listMessages>;

/**
 * Every query key of the message centre: one factory, so hooks, the live channel's refreshes and invalidation after
 * marking agree. The root sits under the session's key (`auth`, which a feature may not import), so a sign-out or
 * another user signing in removes the previous user's messages with the rest of their data.
 */
export const messageKeys = {
  all: ['auth', 'messages'] as const,
  /** Every page of the list, whatever its filters: the bell's latest five, the home card and the centre. */
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: MessageListRequest) => [...messageKeys.lists(), query] as const,
  tally: () => [...messageKeys.all, 'tally'] as const,
  preferences: () => [...messageKeys.all, 'preferences'] as const,
};
