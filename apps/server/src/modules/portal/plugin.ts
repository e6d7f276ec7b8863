import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerUploads } from '../../platform/files/uploads.ts';
import { contentRoutes } from './content-routes.ts';
import { fileRoutes } from './file-routes.ts';
import { tenantRoutes } from './tenant-routes.ts';
import { ticketRoutes } from './ticket-route.ts';
import { userRoutes } from './user-routes.ts';

/** The portal module (`/basics`): platform configuration, the signed-in user, content, files, ticket exchange. */
export const portalModule = fp(
  async (app: FastifyInstance) => {
    await registerUploads(app);
    await app.register(userRoutes);
    await app.register(tenantRoutes);
    await app.register(ticketRoutes);
    await app.register(contentRoutes);
    await app.register(fileRoutes);
  },
  {
    name: 'portal',
    encapsulate: true,
    dependencies: ['context', 'identity', 'auth', 'rate-limit', 'files', 'payload-keys'],
  },
);
