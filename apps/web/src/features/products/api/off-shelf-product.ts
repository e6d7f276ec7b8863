import { offShelfProduct as offShelfEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useOwnItemAction } from '../../shelf/api/own-item-mutations.ts';
import { productKeys } from './query-keys.ts';

export const offShelfProduct = (id: string) => api.request(offShelfEndpoint, { body: { id }, silent: true });

/** Takes a product off the shelf (no audit). */
export const useOffShelfProduct = () => useOwnItemAction(productKeys, 'offShelf', offShelfProduct);
