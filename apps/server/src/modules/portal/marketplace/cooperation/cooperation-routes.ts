import {
  closeCooperation,
  listReceivedCooperation,
  listSentCooperation,
  openCooperation,
  replyCooperation,
  sendCooperation,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../../platform/http/endpoint-route.ts';
import type { Principal } from '../../../../platform/identity/principal.ts';
import { chosenTenant, signedInCaller } from '../../../../platform/identity/require.ts';
import type { CooperationService } from './cooperation-service.ts';

const callerOf = (principal: Principal) => {
  const caller = signedInCaller(principal);
  return { userId: caller.user.id, tenantId: caller.tenant?.tenantId ?? null };
};

/** SPEC.md §7 smsCooperateSend and the life of a request after it. */
export const cooperationRoutes = async (app: FastifyInstance, deps: { cooperation: CooperationService }) => {
  const { cooperation } = deps;

  registerEndpoint(app, sendCooperation, ({ principal, body }) => {
    const user = signedInCaller(principal);
    return cooperation.send(
      { userId: user.user.id, tenant: user.tenant, memberships: user.memberships },
      body,
    );
  });

  registerEndpoint(app, listReceivedCooperation, ({ principal, body }) =>
    cooperation.received(chosenTenant(principal).tenant.tenantId, body),
  );

  registerEndpoint(app, listSentCooperation, ({ principal, body }) =>
    cooperation.sent(signedInCaller(principal).user.id, body),
  );

  registerEndpoint(app, openCooperation, ({ principal, body }) =>
    cooperation.open(callerOf(principal), body.id),
  );

  registerEndpoint(app, replyCooperation, ({ principal, body }) =>
    cooperation.reply(callerOf(principal), body.id, body.reply),
  );

  registerEndpoint(app, closeCooperation, ({ principal, body }) =>
    cooperation.close(callerOf(principal), body.id),
  );
};
