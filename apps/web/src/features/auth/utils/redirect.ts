import type { CurrentUser } from '@rrsp/contract';
import { paths } from '../../../config/paths.ts';
import { chosenTenantOf, workbenchHrefOf } from './work-area.ts';

/** Only same-site paths are honoured as a return address: a leading '/', never '//' or '/\' (protocol-relative). */
export const safeRedirectOf = (value: string | null | undefined): string | undefined => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes have no place in our own paths; browsers treat '\' as '/'.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  // Going back to an entry page after signing in would loop.
  if (value === paths.entry.signIn.path || value.startsWith(`${paths.entry.signIn.path}/`)) return undefined;
  return value;
};

/**
 * Where a user goes after signing in: back where they came from, else the work area of the tenant they work for
 * (a single tenant is chosen automatically), else home.
 */
export const landingAfterSignIn = (
  user: CurrentUser,
  tenantId: string | undefined,
  redirect: string | undefined,
): string => {
  if (redirect) return redirect;
  if (!tenantId) return paths.home.getHref();
  return workbenchHrefOf(chosenTenantOf(user, tenantId));
};

/** A new account has no tenant yet: the settlement flow, unless it came from somewhere. */
export const landingAfterSignUp = (redirect: string | undefined): string =>
  redirect ?? paths.participants.settled.getHref();
