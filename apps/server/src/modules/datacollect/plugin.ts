import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataCollectRoutes } from './routes.ts';

/** The dashboard's data (`/data-collect` and the api-base paths of SPEC.md §7) and the ingest API that feeds it. */
export const dataCollectModule = fp(
  async (app: FastifyInstance) => {
    await app.register(dataCollectRoutes);
  },
  { name: 'datacollect', encapsulate: true, dependencies: ['context', 'auth', 'jobs', 'payload-keys'] },
);
