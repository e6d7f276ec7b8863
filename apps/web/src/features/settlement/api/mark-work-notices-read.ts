import { type MarkWorkNoticesRead, markWorkNoticesRead } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSessionScope } from '../hooks/use-session-scope.ts';
import { settlementKeys } from './query-keys.ts';

/** Marks the user's own notices read: the ones named, or all of them. */
export const markNoticesRead = (body: MarkWorkNoticesRead) =>
  api.request(markWorkNoticesRead, { body, showLoading: false });

/** The workbench's 最近动态 shows them read as soon as the server has marked them. */
export const useMarkWorkNoticesRead = () => {
  const queryClient = useQueryClient();
  const scope = useSessionScope();
  return useMutation({
    mutationFn: markNoticesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settlementKeys.notices(scope) }),
  });
};
