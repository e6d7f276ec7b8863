import { type BodyOf, replyCooperation as replyEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { cooperationKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const replyCooperation = (body: BodyOf<typeof replyEndpoint>) =>
  api.request(replyEndpoint, { body, silent: true });

/** 回复: the requester sees it in their own area; whatever the answer, the tenant's lists are read again. */
export const useReplyCooperation = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: replyCooperation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cooperationKeys.received(tenantId) }),
  });
};
