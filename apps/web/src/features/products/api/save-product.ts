import { type ProductDraft, saveProduct as saveEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useSaveOwnItem } from '../../shelf/api/own-item-mutations.ts';
import { productKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const saveProduct = (body: ProductDraft) => api.request(saveEndpoint, { body, silent: true });

/** saveOrUpdate (features/shelf/api/own-item-mutations.ts says what it reads again). */
export const useSaveProduct = () => useSaveOwnItem(productKeys, saveProduct);
