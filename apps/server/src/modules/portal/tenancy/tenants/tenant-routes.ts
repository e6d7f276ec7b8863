import {
  acceptTenantInvitation,
  checkTenantAdmin,
  getChosenTenantId,
  inviteTenantMember,
  listMyInvitations,
  listTenantMembers,
  listTenantsOfUser,
  removeTenantMember,
  saveChosenTenantId,
  transferTenantAdmin,
  withdrawTenantInvitation,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { forbidden, unauthorized } from '../../../../platform/http/errors.ts';
import type { Principal } from '../../../../platform/identity/principal.ts';
import type { MemberService } from './member-service.ts';

/** The admin and the tenant they act for: the `tenantId` header, which the access rule checked (tenantAdmin). */
const adminOf = (principal: Principal) => {
  if (principal.kind !== 'user' || !principal.tenant) throw unauthorized();
  return { userId: principal.user.id, tenantId: principal.tenant.tenantId };
};

/** SPEC.md §7: tenant list by user, check tenant admin, get and save the chosen tenant id. */
export const tenantRoutes = async (app: FastifyInstance, { members }: { members: MemberService }) => {
  const { memberships } = app.identity;

  registerEndpoint(app, listTenantsOfUser, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    return memberships.tenantsOf(principal.user.id);
  });

  // the tenant in the `tenantId` header, already checked against the memberships by the access rule
  registerEndpoint(app, checkTenantAdmin, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    return { tenantId: principal.tenant?.tenantId ?? null, isAdmin: principal.tenant?.isAdmin ?? false };
  });

  registerEndpoint(app, getChosenTenantId, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    const chosen = (await memberships.tenantsOf(principal.user.id)).find((tenant) => tenant.chosen);
    return { tenantId: chosen?.tenantId ?? null };
  });

  registerEndpoint(app, saveChosenTenantId, async ({ principal, body }) => {
    if (principal.kind !== 'user') throw unauthorized();
    if (!(await memberships.choose(principal.user.id, body.tenantId))) {
      throw forbidden('您不属于所选的入驻主体，请重新选择', 'TENANT_NOT_MEMBER');
    }
    return { tenantId: body.tenantId };
  });

  registerEndpoint(app, listTenantMembers, ({ principal }) => members.membersOf(adminOf(principal).tenantId));

  registerEndpoint(app, inviteTenantMember, ({ principal, body }) =>
    members.invite(adminOf(principal), body.mobile),
  );

  registerEndpoint(app, listMyInvitations, async ({ principal }) => {
    if (principal.kind !== 'user') throw unauthorized();
    return members.invitationsFor(principal.user.id);
  });

  registerEndpoint(app, acceptTenantInvitation, async ({ principal, body }) => {
    if (principal.kind !== 'user') throw unauthorized();
    return members.accept(principal.user.id, body.invitationId);
  });

  registerEndpoint(app, withdrawTenantInvitation, ({ principal, body }) =>
    members.withdraw(adminOf(principal), body.invitationId),
  );

  registerEndpoint(app, removeTenantMember, ({ principal, body }) =>
    members.remove(adminOf(principal), body.userId),
  );

  registerEndpoint(app, transferTenantAdmin, ({ principal, body }) =>
    members.transferAdmin(adminOf(principal), body.userId),
  );
};
