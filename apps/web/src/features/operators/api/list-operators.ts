import { listOperators } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

export const getOperators = (signal?: AbortSignal) =>
  api.request(listOperators, { showLoading: false, signal });

/** Another 超级管理员 may change a role meanwhile: read again on every opening. */
export const getOperatorsQueryOptions = () =>
  queryOptions({
    queryKey: operatorKeys.list(),
    queryFn: ({ signal }) => getOperators(signal),
    staleTime: 0,
  });

/** The platform's operators and their roles. */
export const useOperators = () => useQuery(getOperatorsQueryOptions());
