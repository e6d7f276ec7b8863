import type { FastifyInstance } from 'fastify';
import { createOperatorRepository } from '../../../platform/identity/operators.ts';
import { auditRoutes } from './audit-routes.ts';
import { operatorRoutes } from './operator-routes.ts';
import { createOperatorService } from './operator-service.ts';

/**
 * The console domain: what operators run the platform with (issue 19): the audit trail and the operators' roles so
 * far; settings, accounts and appeals join it.
 */
export const consoleDomain = async (app: FastifyInstance) => {
  await app.register(auditRoutes, { trail: app.auditTrail });
  await app.register(operatorRoutes, {
    operators: createOperatorService({
      db: app.db,
      operators: createOperatorRepository(app.db),
      audit: app.auditTrail,
    }),
  });
};
