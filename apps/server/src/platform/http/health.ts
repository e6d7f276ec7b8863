import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failure, ok } from './envelope.ts';

/** `/healthz`: the process answers. `/readyz`: it can also reach its database, so a balancer may send traffic. */
export const healthRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return ok({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send(failure(503, 'UNAVAILABLE', '数据库暂不可用，服务尚未就绪'));
    }
  });
};
