import { type CooperationRequest, sendCooperation as sendEndpoint } from '@rrsp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { cooperationKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`): a limit reached, one's own tenant's item, an item gone. */
export const sendCooperation = (body: CooperationRequest) =>
  api.request(sendEndpoint, { body, silent: true });

/** 申请合作: the publisher is told by SMS and in their area; the requester's own list is read again. */
export const useSendCooperation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCooperation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cooperationKeys.sent() }),
  });
};
