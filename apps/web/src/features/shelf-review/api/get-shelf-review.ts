import { getShelfReview as reviewEndpoint, type ShelfReview } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewItemQueryOptions } from '../../../lib/queue-queries.ts';
import { shelfReviewKeys } from './query-keys.ts';

// Silent: the page shows a missing item as a 404 and any other failure with 重试.
export const getShelfReview = (id: string, signal?: AbortSignal): Promise<ShelfReview> =>
  api.request(reviewEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getShelfReviewQueryOptions = (id: string) =>
  reviewItemQueryOptions(shelfReviewKeys.review(id), (signal) => getShelfReview(id, signal));

/** The product or service under review; nothing is requested for a missing id. */
export const useShelfReview = (id: string | undefined) =>
  useQuery({ ...getShelfReviewQueryOptions(id ?? ''), enabled: Boolean(id) });
