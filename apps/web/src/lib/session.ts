import { AuthMessageType, broadcastAuthMessage, subscribeAuthMessages } from './auth-channel.ts';
import { storage } from './storage.ts';

/**
 * The signed-in session as the UI sees it: the token and chosen tenant kept by the storage helper. Components
 * subscribe through `useSession`; changes come from this tab (sign-in, tenant switch), from the request client's
 * sign-out broadcast, and from other tabs (BroadcastChannel and the `storage` event).
 */

type Listener = () => void;
const listeners = new Set<Listener>();

const emit = () => {
  for (const listener of listeners) listener();
};

export const getToken = (): string | undefined => storage.get('token');
export const getTenantId = (): string | undefined => storage.get('tenantId');

export const hasSession = (): boolean => Boolean(getToken());

/** Stores a new session (the sign-in issue calls this after the ticket exchange) and tells other tabs. */
export const startSession = (token: string, tenantId?: string): void => {
  storage.set('token', token);
  if (tenantId) storage.set('tenantId', tenantId);
  else storage.remove('tenantId');
  emit();
  broadcastAuthMessage(AuthMessageType.signIn);
};

export const chooseTenant = (tenantId: string): void => {
  storage.set('tenantId', tenantId);
  emit();
};

const refusalListeners = new Set<Listener>();
/** A refusal met before anyone listened: the first requests go out before the app has rendered. */
let refusalUnheard = false;

/**
 * The server refused the stored tenant (TENANT_NOT_MEMBER: the user left it or was taken off it). The request client
 * calls this once it has dropped the choice; the UI listening here reads the user again and picks a tenant.
 */
export const forgetRefusedTenant = (): void => {
  storage.remove('tenantId');
  emit();
  if (refusalListeners.size === 0) refusalUnheard = true;
  for (const listener of refusalListeners) listener();
};

/** Listens for refused tenants; one refused before this call is told at once. */
export const subscribeTenantRefusals = (listener: Listener): (() => void) => {
  refusalListeners.add(listener);
  if (refusalUnheard) {
    refusalUnheard = false;
    listener();
  }
  return () => {
    refusalListeners.delete(listener);
  };
};

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  const stopAuth = subscribeAuthMessages(listener);
  const onStorage = () => listener();
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopAuth();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
};

/** Snapshot for useSyncExternalStore: a string so React can compare it cheaply. */
export const getSessionSnapshot = (): string => `${getToken() ?? ''}\u0000${getTenantId() ?? ''}`;
