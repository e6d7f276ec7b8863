import { getPlatformConfig } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { createPlatformConfigRepository } from '../../../platform/platform-config/platform-config-repository.ts';

/** SPEC.md §7 rrPlatformConfiguration/getInfo: the name, footer and hotline every page shows, and the partners. */
export const platformConfigRoutes = async (app: FastifyInstance) => {
  const config = createPlatformConfigRepository(app.db);

  registerEndpoint(app, getPlatformConfig, () => config.current(), {
    publicRead: { tables: ['platform_config'] },
  });
};
