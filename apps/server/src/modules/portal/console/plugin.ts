import type { FastifyInstance } from 'fastify';
import { auditRoutes } from './audit-routes.ts';

/**
 * The console domain: what operators run the platform with (issue 19). It holds the audit trail's routes so far;
 * operator roles, settings, accounts and appeals join it.
 */
export const consoleDomain = async (app: FastifyInstance) => {
  await app.register(auditRoutes, { trail: app.auditTrail });
};
