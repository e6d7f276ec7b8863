import type { CurrentUser, TenantMembership } from '@rrsp/contract';
import { paths, type WorkArea } from '../../../config/paths.ts';

/** The tenant the user works for: the stored choice when the user still belongs to it, else the first one. */
export const chosenTenantOf = (
  user: CurrentUser | undefined,
  tenantId: string | undefined,
): TenantMembership | undefined =>
  user?.tenants.find((tenant) => tenant.tenantId === tenantId) ?? user?.tenants[0];

/** DESIGN.md §6: a signed-in user lands in the area of the chosen tenant's role. */
export const workAreaOf = (tenant: TenantMembership | undefined): WorkArea =>
  tenant && !tenant.roles.includes('participant') && tenant.roles.includes('servant')
    ? 'servant'
    : 'participants';

/** Where 工作台 leads: the area home, or the settlement flow for a user without an approved tenant. */
export const workbenchHrefOf = (tenant: TenantMembership | undefined): string =>
  tenant && tenant.roles.length > 0
    ? paths[workAreaOf(tenant)].home.getHref()
    : paths.participants.settled.getHref();
