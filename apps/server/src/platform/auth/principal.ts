import type { TenantRole } from '@rrsp/contract';
import type { UserStatus } from '../../modules/sso/tables.ts';

export interface Membership {
  tenantId: string;
  tenantName: string;
  /** Approved roles of the tenant; empty while its settlement is pending. */
  roles: TenantRole[];
  isAdmin: boolean;
}

export interface SignedInUser {
  id: string;
  username: string;
  status: UserStatus;
  isOperator: boolean;
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

/** Why a presented credential was not accepted; decides between 401 and 402. */
export type CredentialProblem = 'unknown' | 'expired' | 'ended-by-sign-out' | 'ended-elsewhere' | 'frozen';
