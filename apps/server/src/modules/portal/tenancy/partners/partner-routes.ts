import { getPlatformInfoAndTicket, listThirdPlatformSettled, settleOnPartner } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import { unauthorized } from '../../../../platform/http/errors.ts';
import { signedInCaller } from '../../../../platform/identity/require.ts';
import type { PartnerService } from './partner-service.ts';

/** SPEC.md §7 partner platforms: where the tenant has settled, settling on one, and entering it with a ticket. */
export const partnerRoutes = async (app: FastifyInstance, deps: { partners: PartnerService }) => {
  const { partners } = deps;

  registerEndpoint(app, listThirdPlatformSettled, ({ principal }) =>
    partners.list(signedInCaller(principal).tenant),
  );

  registerEndpoint(app, settleOnPartner, ({ principal, body }) => {
    const user = signedInCaller(principal);
    if (!user.tenant) throw unauthorized();
    return partners.settle(user.tenant, user.user.id, body.code);
  });

  registerEndpoint(app, getPlatformInfoAndTicket, ({ principal, query }) => {
    const user = signedInCaller(principal);
    return partners.jump(user.tenant, user.user.id, query.code);
  });
};
