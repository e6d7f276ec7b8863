import { getSettlementReview as reviewEndpoint, type SettlementReview } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewItemQueryOptions } from '../../../lib/queue-queries.ts';
import { settlementReviewKeys } from './query-keys.ts';

export const getSettlementReview = (applicationId: string, signal?: AbortSignal): Promise<SettlementReview> =>
  api.request(reviewEndpoint, { query: { applicationId }, showLoading: false, signal });

export const getSettlementReviewQueryOptions = (applicationId: string) =>
  reviewItemQueryOptions(settlementReviewKeys.review(applicationId), (signal) =>
    getSettlementReview(applicationId, signal),
  );

/** The application under review; nothing is requested for a missing id. */
export const useSettlementReview = (applicationId: string | undefined) =>
  useQuery({ ...getSettlementReviewQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) });
