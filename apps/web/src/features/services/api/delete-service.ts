import { deleteService as deleteEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useDeleteOwnItem } from '../../shelf/api/own-item-mutations.ts';
import { serviceKeys } from './query-keys.ts';

export const deleteService = (id: string) => api.request(deleteEndpoint, { body: { id }, silent: true });

/** Deletes a service (a draft, rejected, or off the shelf). */
export const useDeleteService = () => useDeleteOwnItem(serviceKeys, deleteService);
