import type { FastifyInstance } from 'fastify';
import { createWorkNoticeRepository } from './work-notice-repository.ts';
import { workNoticeRoutes } from './work-notice-routes.ts';

/** The messages domain: the notices of the work area, which the other domains post through its public file. */
export const messagesDomain = async (app: FastifyInstance) => {
  await app.register(workNoticeRoutes, { notices: createWorkNoticeRepository(app.db) });
};
