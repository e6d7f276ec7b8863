import {
  type CurrentUser,
  type OperatorRole,
  operatorRoleOf,
  type PageAccess,
  type TenantMembership,
} from '@rrsp/contract';
import { paths, type WorkArea } from '../config/paths.ts';

/**
 * Access as a pure function of the session (as ant-design-pro's `access.ts`): what the signed-in user may open,
 * decided from the current user and the chosen tenant. Guards, menus and links all ask here.
 */

/** What each approved role is called on the screen. */
export const ROLE_NAME = { participant: '参与主体', servant: '服务商' } as const satisfies Record<
  TenantMembership['roles'][number],
  string
>;

export interface AccessContext {
  signedIn: boolean;
  /** A platform operator: someone holding at least one operator role. */
  isOperator: boolean;
  operatorRoles: ReadonlySet<OperatorRole>;
  /** The tenant the user works for: the stored choice when still a member, else the landing tenant. */
  tenant: TenantMembership | undefined;
  /** Approved roles of that tenant (the server counts a role only once the tenant is approved). */
  roles: ReadonlySet<'participant' | 'servant'>;
  /** Tenants of the user holding each role, for "switch to …" suggestions. */
  tenantsWith: { participant: TenantMembership[]; servant: TenantMembership[] };
}

/**
 * The tenant a user starts working for (on signing in, or when the stored choice is gone): the first whose
 * settlement is approved, since only an approved tenant holds roles, else the first.
 */
export const landingTenantOf = (user: CurrentUser | undefined): TenantMembership | undefined =>
  user?.tenants.find((tenant) => tenant.roles.length > 0) ?? user?.tenants[0];

export const chosenTenantOf = (
  user: CurrentUser | undefined,
  tenantId: string | undefined,
): TenantMembership | undefined =>
  user?.tenants.find((tenant) => tenant.tenantId === tenantId) ?? landingTenantOf(user);

export const accessContextOf = (
  user: CurrentUser | undefined,
  tenantId: string | undefined,
): AccessContext => {
  const tenant = chosenTenantOf(user, tenantId);
  return {
    signedIn: Boolean(user),
    isOperator: (user?.operatorRoles.length ?? 0) > 0,
    operatorRoles: new Set(user?.operatorRoles ?? []),
    tenant,
    roles: new Set(tenant?.roles ?? []),
    tenantsWith: {
      participant: user?.tenants.filter((item) => item.roles.includes('participant')) ?? [],
      servant: user?.tenants.filter((item) => item.roles.includes('servant')) ?? [],
    },
  };
};

/** Where a user works: the servant area for a service provider only, else the participants area. */
export const workAreaOf = (access: AccessContext): WorkArea =>
  access.roles.has('servant') && !access.roles.has('participant') ? 'servant' : 'participants';

/** Where 工作台 leads: operators to the operator area, everyone else to the home of their work area. */
export const workbenchHrefOf = (access: AccessContext): string =>
  access.isOperator && access.roles.size === 0
    ? paths.admin.home.getHref()
    : paths[workAreaOf(access)].home.getHref();

/** Where 账户设置 leads: the account page of the area the user works in. */
export const accountHrefOf = (access: AccessContext): string =>
  access.isOperator && access.roles.size === 0
    ? paths.admin.account.getHref()
    : paths[workAreaOf(access)].account.getHref();

export type Refusal =
  /** Not signed in: sign in and come back. */
  | { kind: 'sign-in' }
  /** Signed in, but this page is not for them: a 403 that says why and where to go. */
  | {
      kind: 'forbidden';
      why:
        | 'operator-only'
        | 'operator-role'
        | 'for-participants'
        | 'for-servants'
        | 'settle-first'
        | 'not-for-operators';
      /** A tenant of the user that may open the page: offer to switch to it. */
      switchTo?: TenantMembership;
      /** For 'operator-role': the operator roles the page takes (any one will do), none of which the user holds. */
      roles?: readonly OperatorRole[];
    };

/** null when the page may be shown. */
export const decidePageAccess = (rule: PageAccess, access: AccessContext): Refusal | null => {
  if (rule === 'public') return null;
  if (!access.signedIn) return { kind: 'sign-in' };
  switch (rule) {
    case 'signedIn':
      return null;
    case 'applicant':
      return access.isOperator && !access.tenant ? { kind: 'forbidden', why: 'not-for-operators' } : null;
    case 'operator':
      return access.isOperator ? null : { kind: 'forbidden', why: 'operator-only' };
    case 'editorial': {
      const roles = ['contentEditor', 'contentReviewer'] as const;
      if (roles.some((role) => access.operatorRoles.has(role))) return null;
      return access.isOperator
        ? { kind: 'forbidden', why: 'operator-role', roles }
        : { kind: 'forbidden', why: 'operator-only' };
    }
    case 'participantArea':
      // an operator without a tenant works in the operator area; settlement is not theirs
      if (access.isOperator && !access.tenant) return { kind: 'forbidden', why: 'not-for-operators' };
      if (access.roles.has('participant') || !access.roles.has('servant')) return null;
      return { kind: 'forbidden', why: 'for-participants', switchTo: access.tenantsWith.participant[0] };
    case 'participant':
    case 'servant': {
      if (access.roles.has(rule)) return null;
      const switchTo = access.tenantsWith[rule][0];
      if (access.roles.size > 0 || switchTo) {
        return {
          kind: 'forbidden',
          why: rule === 'participant' ? 'for-participants' : 'for-servants',
          switchTo,
        };
      }
      return access.isOperator
        ? { kind: 'forbidden', why: 'not-for-operators' }
        : { kind: 'forbidden', why: 'settle-first' };
    }
  }
  const role = operatorRoleOf(rule);
  if (role && !access.operatorRoles.has(role)) {
    return access.isOperator
      ? { kind: 'forbidden', why: 'operator-role', roles: [role] }
      : { kind: 'forbidden', why: 'operator-only' };
  }
  return null;
};
