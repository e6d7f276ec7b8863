import type { BodyOf, listReceivedCooperation, listSentCooperation } from '@rrsp/contract';

export type ReceivedCooperationQuery = BodyOf<typeof listReceivedCooperation>;
export type SentCooperationQuery = BodyOf<typeof listSentCooperation>;

/**
 * Every query key of cooperation requests: one factory, so hooks and invalidation agree. The root sits under the
 * session's key (`auth`, which a feature may not import), so a sign-out removes them with the rest of the signed-in
 * user's data; what the chosen tenant received is keyed by it, so a tenant switch never shows another's requests.
 */
export const cooperationKeys = {
  all: ['auth', 'cooperation'] as const,
  /** What the chosen tenant received: its pages and its unread count. */
  received: (tenantId: string) => [...cooperationKeys.all, 'received', tenantId] as const,
  receivedList: (tenantId: string, query: ReceivedCooperationQuery) =>
    [...cooperationKeys.received(tenantId), 'list', query] as const,
  unread: (tenantId: string) => [...cooperationKeys.received(tenantId), 'unread'] as const,
  /** What the signed-in user sent, whichever tenant they were working for. */
  sent: () => [...cooperationKeys.all, 'sent'] as const,
  sentList: (query: SentCooperationQuery) => [...cooperationKeys.sent(), query] as const,
};
