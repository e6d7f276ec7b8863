import { getSettlementReview as reviewEndpoint, type SettlementReview } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { settlementReviewKeys } from './query-keys.ts';

export const getSettlementReview = (applicationId: string, signal?: AbortSignal): Promise<SettlementReview> =>
  api.request(reviewEndpoint, { query: { applicationId }, showLoading: false, signal });

export const getSettlementReviewQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: settlementReviewKeys.review(applicationId),
    queryFn: ({ signal }) => getSettlementReview(applicationId, signal),
    // another operator may decide meanwhile: always read it again on opening
    staleTime: 0,
  });

/** The application under review; nothing is requested for a missing id. */
export const useSettlementReview = (applicationId: string | undefined) =>
  useQuery({ ...getSettlementReviewQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) });
