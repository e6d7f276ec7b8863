import { openCooperation as openEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTenantScope } from '../../../hooks/use-tenant-scope.ts';
import { api } from '../../../lib/api.ts';
import { cooperationKeys } from './query-keys.ts';

/** The dialog shows a failure itself, with 重试 (`silent`). */
export const openCooperation = (id: string) =>
  api.request(openEndpoint, { body: { id }, showLoading: false, silent: true });

/**
 * The publisher opens a request: it is marked read and its mobile comes back in full. A mutation, not a query, since
 * it changes the request; the tenant's lists and unread count are read again.
 */
export const useOpenCooperation = () => {
  const queryClient = useQueryClient();
  const tenantId = useTenantScope();
  return useMutation({
    mutationFn: openCooperation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cooperationKeys.received(tenantId) }),
  });
};
