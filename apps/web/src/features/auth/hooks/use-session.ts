import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession } from '../../../lib/session.ts';

export interface Session {
  token: string | undefined;
  tenantId: string | undefined;
}

/** The stored token and chosen tenant, re-rendering on sign-in, sign-out (any tab) and tenant switches. */
export const useSession = (): Session => {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, () => '\u0000');
  const [token = '', tenantId = ''] = snapshot.split('\u0000');
  return { token: token || undefined, tenantId: tenantId || undefined };
};
