import type { FastifyInstance } from 'fastify';
import { pageRoutes } from './page-routes.ts';

/** The pages domain: home, the lists and details as HTML crawlers can read, sitemap.xml and robots.txt (decision 017). */
export const pagesDomain = async (app: FastifyInstance) => {
  await app.register(pageRoutes);
};
