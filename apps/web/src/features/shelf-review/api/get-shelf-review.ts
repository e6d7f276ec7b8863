import { getShelfReview as reviewEndpoint, type ShelfReview } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { shelfReviewKeys } from './query-keys.ts';

// Silent: the page shows a missing item as a 404 and any other failure with 重试.
export const getShelfReview = (id: string, signal?: AbortSignal): Promise<ShelfReview> =>
  api.request(reviewEndpoint, { query: { id }, showLoading: false, silent: true, signal });

export const getShelfReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shelfReviewKeys.review(id),
    queryFn: ({ signal }) => getShelfReview(id, signal),
    // another operator may decide meanwhile: always read it again on opening
    staleTime: 0,
  });

/** The product or service under review; nothing is requested for a missing id. */
export const useShelfReview = (id: string | undefined) =>
  useQuery({ ...getShelfReviewQueryOptions(id ?? ''), enabled: Boolean(id) });
