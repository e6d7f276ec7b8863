import { publishService as publishEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useOwnItemAction } from '../../shelf/api/own-item-mutations.ts';
import { serviceKeys } from './query-keys.ts';

/** The caller shows a failure itself (`silent`): a VALIDATION refusal names the fields still to fill in. */
export const publishService = (id: string) => api.request(publishEndpoint, { body: { id }, silent: true });

/** Sends a service to audit. */
export const usePublishService = () => useOwnItemAction(serviceKeys, 'publish', publishService);
