import { closeCooperation as closeEndpoint } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { cooperationKeys } from './query-keys.ts';

/** The button says a refusal itself (`silent`): closed already by the other side reads as a warning, not an error. */
export const closeCooperation = (id: string) => api.request(closeEndpoint, { body: { id }, silent: true });

/** 关闭申请 (the requester or the publisher): every list of requests is read again, received and sent alike. */
export const useCloseCooperation = () => useRefreshingMutation(closeCooperation, cooperationKeys.all);
