import { type BodyOf, setOperatorRoles as setRolesEndpoint } from '@rrsp/contract';
import { useRefreshingMutation } from '../../../hooks/use-refreshing-mutation.ts';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

/** The dialog shows a refusal itself (`silent`): an unknown account, one's own roles. */
export const setOperatorRoles = (body: BodyOf<typeof setRolesEndpoint>) =>
  api.request(setRolesEndpoint, { body, silent: true });

/** Sets an account's operator roles; after it, or after a refusal, the list is read again. */
export const useSetOperatorRoles = () => useRefreshingMutation(setOperatorRoles, operatorKeys.all);
