import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content-routes.ts';

/** The content domain: news, solutions and cases as visitors and providers read them (SPEC.md §7). */
export const contentDomain = async (app: FastifyInstance) => {
  await app.register(contentRoutes);
};
