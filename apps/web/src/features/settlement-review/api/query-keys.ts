import type { SettlementQueueQuery } from '@rrsp/contract';

/**
 * Every query key of the operator's settlement review: one factory, so hooks and invalidation agree. The root sits
 * under the session's key (`auth`, features/auth/api/query-keys.ts, which a feature may not import), so a sign-out
 * removes the queue and the applications with the rest of the signed-in user's data.
 */
export const settlementReviewKeys = {
  all: ['auth', 'settlement-review'] as const,
  queues: () => [...settlementReviewKeys.all, 'queue'] as const,
  queue: (query: SettlementQueueQuery) => [...settlementReviewKeys.queues(), query] as const,
  review: (applicationId: string) => [...settlementReviewKeys.all, 'review', applicationId] as const,
  licence: (applicationId: string) => [...settlementReviewKeys.all, 'licence', applicationId] as const,
};
