import { listMyRecentActions, searchAuditTrail } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import type { AuditTrail } from '../../../platform/audit/audit-trail.ts';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { signedInCaller } from '../../../platform/identity/require.ts';

/** The audit trail in the console: searched by a 超级管理员, and each operator's own latest decisions. */
export const auditRoutes = async (app: FastifyInstance, deps: { trail: AuditTrail }) => {
  const { trail } = deps;

  registerEndpoint(app, searchAuditTrail, ({ body }) => trail.search(body));

  registerEndpoint(app, listMyRecentActions, ({ principal }) =>
    trail.recentOf(signedInCaller(principal).user.id),
  );
};
