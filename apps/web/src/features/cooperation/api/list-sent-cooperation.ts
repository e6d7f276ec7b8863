import { type DataOf, listSentCooperation } from '@rrsp/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { cooperationKeys, type SentCooperationQuery } from './query-keys.ts';

export type SentCooperationPage = DataOf<typeof listSentCooperation>;

export const getSentCooperation = (
  query: SentCooperationQuery,
  signal?: AbortSignal,
): Promise<SentCooperationPage> =>
  api.request(listSentCooperation, { body: query, showLoading: false, signal });

export const getSentCooperationQueryOptions = (query: SentCooperationQuery) =>
  queryOptions({
    queryKey: cooperationKeys.sentList(query),
    queryFn: ({ signal }) => getSentCooperation(query, signal),
    placeholderData: keepPreviousData,
    // the publisher's reply changes a row on its own
    staleTime: 15_000,
  });

/** The requests the signed-in user sent, newest first, with their state and the publisher's reply. */
export const useSentCooperation = (query: SentCooperationQuery) =>
  useQuery(getSentCooperationQueryOptions(query));
