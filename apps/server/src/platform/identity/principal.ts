import type { OperatorRole, TenantRole } from '@rrsp/contract';
import type { UserStatus } from './tables.ts';

export interface Membership {
  tenantId: string;
  tenantName: string;
  /** Roles that count (`rolesThatCount`): empty while the tenant's settlement is not approved. */
  roles: TenantRole[];
  isAdmin: boolean;
}

export interface SignedInUser {
  id: string;
  username: string;
  status: UserStatus;
  /** Empty for everyone but platform operators. */
  operatorRoles: OperatorRole[];
}

/** Who is calling, as far as the server could tell before the handler runs. */
export type Principal =
  | { kind: 'visitor' }
  | {
      kind: 'user';
      via: 'session' | 'test-token';
      sessionId: string | null;
      user: SignedInUser;
      memberships: Membership[];
      /** The `tenantId` header, already checked against the memberships. */
      tenant: Membership | null;
    };
export type SignedIn = Extract<Principal, { kind: 'user' }>;

/** Why a presented credential was not accepted; decides the status (401, 402, 406) and the reason. */
export type CredentialProblem =
  | 'unknown'
  | 'expired'
  | 'signed-out'
  | 'replaced'
  | 'password-changed'
  | 'ended-by-operator'
  | 'frozen';
