import {
  closeCooperation,
  listReceivedCooperation,
  listSentCooperation,
  openCooperation,
  replyCooperation,
  sendCooperation,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { forbidden, unauthorized } from '../../platform/http/errors.ts';
import type { Principal, SignedIn } from '../../platform/identity/principal.ts';
import type { CooperationService } from './cooperation-service.ts';

const signedIn = (principal: Principal): SignedIn => {
  if (principal.kind !== 'user') throw unauthorized();
  return principal;
};

const callerOf = (principal: Principal) => {
  const user = signedIn(principal);
  return { userId: user.user.id, tenantId: user.tenant?.tenantId ?? null };
};

const providerTenant = (principal: Principal): string => {
  const { tenantId } = callerOf(principal);
  if (!tenantId) throw forbidden('请先选择您所在的入驻主体', 'TENANT_REQUIRED');
  return tenantId;
};

/** SPEC.md §7 smsCooperateSend and the life of a request after it. */
export const cooperationRoutes = async (app: FastifyInstance, deps: { cooperation: CooperationService }) => {
  const { cooperation } = deps;

  registerEndpoint(app, sendCooperation, ({ principal, body }) => {
    const user = signedIn(principal);
    return cooperation.send(
      { userId: user.user.id, tenant: user.tenant, memberships: user.memberships },
      body,
    );
  });

  registerEndpoint(app, listReceivedCooperation, ({ principal, body }) =>
    cooperation.received(providerTenant(principal), body),
  );

  registerEndpoint(app, listSentCooperation, ({ principal, body }) =>
    cooperation.sent(signedIn(principal).user.id, body),
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
