import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from '../lib/session.ts';

/**
 * The chosen tenant the next request carries (empty when none): the key under which a tenant's own data is kept, so
 * a tenant switch never shows the previous tenant's records, not even for a moment.
 */
export const useTenantScope = (): string => {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, () => '\u0000');
  return snapshot.split('\u0000')[1] ?? '';
};
