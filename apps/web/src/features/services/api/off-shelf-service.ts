import { offShelfService as offShelfEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useOwnItemAction } from '../../shelf/api/own-item-mutations.ts';
import { serviceKeys } from './query-keys.ts';

export const offShelfService = (id: string) => api.request(offShelfEndpoint, { body: { id }, silent: true });

/** Takes a service off the shelf (no audit). */
export const useOffShelfService = () => useOwnItemAction(serviceKeys, 'offShelf', offShelfService);
