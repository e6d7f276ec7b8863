import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from '../../../lib/session.ts';
import type { SessionScope } from '../api/query-keys.ts';

/** The stored token and chosen tenant that the next request carries: the key under which its answer is kept. */
export const useSessionScope = (): SessionScope => {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, () => '\u0000');
  const [token = '', tenantId = ''] = snapshot.split('\u0000');
  return { token, tenantId };
};
