import { getMessageTally } from '@rrsp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './query-keys.ts';

/**
 * The unread count as the server has it: the bell's figure until the live channel has said one, and wherever the
 * channel cannot (offline). Quiet, because a figure that cannot load is not worth a toast.
 */
export const getMessageTallyQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.tally(),
    queryFn: ({ signal }) => api.request(getMessageTally, { showLoading: false, silent: true, signal }),
    staleTime: 30_000,
  });

export const useMessageTally = (options: { enabled: boolean }) =>
  useQuery({ ...getMessageTallyQueryOptions(), enabled: options.enabled });
