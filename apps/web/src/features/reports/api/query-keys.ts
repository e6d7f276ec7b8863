import type { BodyOf, listReports } from '@rrsp/contract';

export type ReportQueueQuery = BodyOf<typeof listReports>;

/**
 * Every query key of reports: one factory, so hooks and invalidation agree. The root sits under the session's key
 * (`auth`, which a feature may not import), so a sign-out removes the queue with the rest of the operator's data.
 */
export const reportKeys = {
  all: ['auth', 'reports'] as const,
  queues: () => [...reportKeys.all, 'queue'] as const,
  queue: (query: ReportQueueQuery) => [...reportKeys.queues(), query] as const,
  counts: () => [...reportKeys.all, 'counts'] as const,
};
