import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { failure } from '../http/envelope.ts';
import { processMetrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first wrong character shows in the answer's timing. */
const carriesToken = (authorization: string | undefined, token: string): boolean => {
  const presented = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
};

/**
 * `/metrics` in Prometheus' text format. The figures tell an outsider how busy the platform is and where it is slow,
 * so they are served only when METRICS_TOKEN is set, and only to a scraper that sends it as a bearer token; without
 * the setting the path does not exist.
 */
export const metricsRoutes = async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === undefined) {
      return reply.code(404).send(failure(404, 'NOT_FOUND', '您访问的接口或页面不存在'));
    }
    if (!carriesToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(
          failure(401, 'NOT_SIGNED_IN', '请在 Authorization 请求头中提供监控令牌（Bearer METRICS_TOKEN）'),
        );
    }
    const registry = Registry.merge([processMetrics(), app.metrics]);
    const body = await registry.metrics();
    return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(body);
  });
};
