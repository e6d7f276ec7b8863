import type { BodyOf, listAppealQueue } from '@rrsp/contract';

export type AppealQueueQuery = BodyOf<typeof listAppealQueue>;

/**
 * Every query key of 申诉审核: one factory, so hooks and invalidation agree. The root sits under the session's key
 * (`auth`), so a sign-out removes the appeals with the rest of the operator's data.
 */
export const appealKeys = {
  all: ['auth', 'appeals'] as const,
  queue: (query: AppealQueueQuery) => [...appealKeys.all, 'queue', query] as const,
  counts: () => [...appealKeys.all, 'counts'] as const,
  detail: (appealId: string) => [...appealKeys.all, 'detail', appealId] as const,
  photo: (fileId: string) => [...appealKeys.all, 'photo', fileId] as const,
};
