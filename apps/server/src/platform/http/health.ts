import type { FastifyInstance } from 'fastify';
import { failure, ok } from './envelope.ts';

/**
 * `/healthz`: the process answers (nothing else is asked, so it stays cheap). `/readyz`: every dependency this
 * instance needs works (the checks of `app.readiness`), so a balancer may send it traffic; the answer names each
 * check, and a 503 says in its sentence which required one failed.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ok({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const { ready, failing, checks } = await app.readiness.report();
    if (ready) return ok({ status: 'ready', checks });
    return reply
      .code(503)
      .send(failure(503, 'UNAVAILABLE', `服务尚未就绪：${failing.join('、')}不可用`, { checks }));
  });
};
