import { getAppealReview } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reviewItemQueryOptions } from '../../../lib/queue-queries.ts';
import { appealKeys } from './query-keys.ts';

// Silent: the drawer says itself that the appeal could not be loaded, with 重试.
export const getAppeal = (appealId: string, signal?: AbortSignal) =>
  api.request(getAppealReview, { query: { appealId }, showLoading: false, silent: true, signal });

/** Another account manager may decide meanwhile: read again on every opening. */
export const getAppealQueryOptions = (appealId: string) =>
  reviewItemQueryOptions(appealKeys.detail(appealId), (signal) => getAppeal(appealId, signal));

/** One appeal whole: its papers, and the account it names with that account's history. */
export const useAppeal = (appealId: string | undefined) =>
  useQuery({ ...getAppealQueryOptions(appealId ?? ''), enabled: Boolean(appealId) });
