import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export const PURGE_RATE_COUNTERS_JOB = 'rate-limit:purge';

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = createRateLimiter(app.db);
    app.decorate('rateLimiter', limiter);
    app.jobs.define(PURGE_RATE_COUNTERS_JOB, () => limiter.purgeExpired());
    app.jobs.schedule('12 * * * *', PURGE_RATE_COUNTERS_JOB);
  },
  { name: 'rate-limit', dependencies: ['context', 'jobs'] },
);
