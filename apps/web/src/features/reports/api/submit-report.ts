import { type BodyOf, submitReport as submitEndpoint } from '@rrsp/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** The form shows a failure itself (`silent`): reported already today, one's own tenant's item, an item gone. */
export const submitReport = (body: BodyOf<typeof submitEndpoint>) =>
  api.request(submitEndpoint, { body, silent: true });

/** 举报: nothing the reporter sees changes, so nothing is read again. */
export const useSubmitReport = () => useMutation({ mutationFn: submitReport });
