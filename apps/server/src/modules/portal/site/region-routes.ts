import { listRegionChildren } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { createRegionDirectory } from '../../../platform/regions/region-directory.ts';

/** The administrative divisions, one level at a time, for the region pickers of every form and filter. */
export const regionRoutes = async (app: FastifyInstance) => {
  const regions = createRegionDirectory(app.db);

  registerEndpoint(
    app,
    listRegionChildren,
    async ({ query }) => {
      const rows = query.parentCode ? await regions.children(query.parentCode) : await regions.provinces();
      return rows.map((row) => ({ code: row.code, name: row.name, leaf: row.level >= 4 }));
    },
    { publicRead: { tables: ['regions'] } },
  );
};
