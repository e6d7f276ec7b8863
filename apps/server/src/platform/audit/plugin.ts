import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AuditTrail, createAuditTrail } from './audit-trail.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auditTrail: AuditTrail;
  }
}

/** The audit trail every module's operator decisions write to (issue 19). */
export const auditTrailPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('auditTrail', createAuditTrail(app.db));
  },
  { name: 'audit-trail', dependencies: ['context'] },
);
