import { deleteProduct as deleteEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useDeleteOwnItem } from '../../shelf/api/own-item-mutations.ts';
import { productKeys } from './query-keys.ts';

export const deleteProduct = (id: string) => api.request(deleteEndpoint, { body: { id }, silent: true });

/** Deletes a product (a draft, rejected, or off the shelf). */
export const useDeleteProduct = () => useDeleteOwnItem(productKeys, deleteProduct);
