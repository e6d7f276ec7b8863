import type { FastifyInstance } from 'fastify';
import { createRegionDirectory } from '../../../platform/regions/region-directory.ts';
import { dataCenterRoutes } from './data-center-routes.ts';
import { createExportRepository } from './export-repository.ts';
import { createExportService, EXPORT_JOB, PURGE_EXPORTS_JOB } from './export-service.ts';
import { createFilterOptions } from './filter-options-queries.ts';

/** The data centre domain (数据中心, issue 22): figures over time, charts' data and records as CSV or XLSX. */
export const dataCenterDomain = async (app: FastifyInstance) => {
  const exports = createExportService({
    db: app.db,
    pool: app.db.$client,
    files: app.files,
    jobs: app.jobs,
    messenger: app.messenger,
    rateLimiter: app.rateLimiter,
    exports: createExportRepository(app.db),
    ttlMs: app.config.exportTtlMs,
  });
  // minutes for a million rows: on the bulk lane, where it holds up no notice or code
  app.jobs.define<{ exportId?: string }>(EXPORT_JOB, (payload, context) => exports.runJob(payload, context), {
    lane: 'bulk',
  });
  app.jobs.define(PURGE_EXPORTS_JOB, async (_payload, { logger }) => {
    const abandoned = await exports.endAbandoned();
    const removed = await exports.purgeExpired();
    if (abandoned + removed > 0) logger.info({ abandoned, removed }, 'exports tidied');
  });
  // often enough that an abandoned export is not shown as running for long
  app.jobs.schedule('*/10 * * * *', PURGE_EXPORTS_JOB);
  await app.register(dataCenterRoutes, {
    exports,
    options: createFilterOptions(app.db, createRegionDirectory(app.db)),
  });
};
