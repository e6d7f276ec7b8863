import type { CurrentUser } from '@rrsp/contract';
import { paths } from '../../../config/paths.ts';
import { accessContextOf, workbenchHrefOf } from '../../../lib/access.ts';

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
 * Where a user goes after signing in: back where they came from, else their workbench: the area of the chosen
 * tenant's role, the operator area for an operator, and for someone not yet settled the workbench that shows how.
 */
export const landingAfterSignIn = (
  user: CurrentUser,
  tenantId: string | undefined,
  redirect: string | undefined,
): string => redirect ?? workbenchHrefOf(accessContextOf(user, tenantId));

/** A new account has no tenant yet: the settlement flow, unless it came from somewhere. */
export const landingAfterSignUp = (redirect: string | undefined): string =>
  redirect ?? paths.participants.settled.getHref();
