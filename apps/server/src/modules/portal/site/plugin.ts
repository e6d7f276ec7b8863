import type { FastifyInstance } from 'fastify';
import { fileRoutes } from './file-routes.ts';
import { platformConfigRoutes } from './platform-config-routes.ts';
import { regionRoutes } from './region-routes.ts';

/**
 * The site domain: what every page and form needs beside its own domain: the platform's configuration (title,
 * footer, hotline), file upload and private links, and the region picker.
 */
export const siteDomain = async (app: FastifyInstance) => {
  await app.register(platformConfigRoutes);
  await app.register(fileRoutes);
  await app.register(regionRoutes);
};
