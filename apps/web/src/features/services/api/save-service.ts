import { type ServiceDraft, saveService as saveEndpoint } from '@rrsp/contract';
import { api } from '../../../lib/api.ts';
import { useSaveOwnItem } from '../../shelf/api/own-item-mutations.ts';
import { serviceKeys } from './query-keys.ts';

/** The form shows a failure itself (`silent`). */
export const saveService = (body: ServiceDraft) => api.request(saveEndpoint, { body, silent: true });

/** saveOrUpdate (features/shelf/api/own-item-mutations.ts says what it reads again). */
export const useSaveService = () => useSaveOwnItem(serviceKeys, saveService);
