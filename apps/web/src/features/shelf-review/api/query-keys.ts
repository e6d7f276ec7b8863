import type { ShelfQueueQuery } from '@rrsp/contract';

/**
 * Every query key of the operator's shelf audit: one factory, so hooks and invalidation agree. The root sits under
 * the session's key (`auth`, which a feature may not import), so a sign-out removes the queues and the items with
 * the rest of the signed-in user's data.
 */
export const shelfReviewKeys = {
  all: ['auth', 'shelf-review'] as const,
  queues: () => [...shelfReviewKeys.all, 'queue'] as const,
  queue: (query: ShelfQueueQuery) => [...shelfReviewKeys.queues(), query] as const,
  review: (id: string) => [...shelfReviewKeys.all, 'review', id] as const,
};
