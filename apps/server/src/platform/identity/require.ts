import { forbidden, unauthorized } from '../http/errors.ts';
import type { Membership, Principal, SignedIn } from './principal.ts';

/**
 * What a handler behind an access rule may take for granted, stated once: the rule has let only a signed-in caller
 * (or one with a chosen tenant) through, and these say so to the type checker, refusing in the rule's own words if a
 * route was ever mounted with a looser rule.
 */
export const signedInCaller = (principal: Principal): SignedIn => {
  if (principal.kind !== 'user') throw unauthorized();
  return principal;
};

export const chosenTenant = (principal: Principal): { caller: SignedIn; tenant: Membership } => {
  const caller = signedInCaller(principal);
  if (!caller.tenant) throw forbidden('请先选择您所在的入驻主体', 'TENANT_REQUIRED');
  return { caller, tenant: caller.tenant };
};
