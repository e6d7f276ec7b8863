import { publishProduct as publishEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useOwnItemAction } from '../../shelf/api/own-item-mutations.ts';
import { productKeys } from './query-keys.ts';

/** The caller shows a failure itself (`silent`): a VALIDATION refusal names the fields still to fill in. */
export const publishProduct = (id: string) => api.request(publishEndpoint, { body: { id }, silent: true });

/** Sends a product to audit. */
export const usePublishProduct = () => useOwnItemAction(productKeys, 'publish', publishProduct);
