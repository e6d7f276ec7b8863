import type { FastifyInstance } from 'fastify';
import { createPlatformConfigRepository } from '../../../platform/platform-config/platform-config-repository.ts';
import { createRegionDirectory } from '../../../platform/regions/region-directory.ts';
import { contentRoutes } from './content-routes.ts';
import { createClassService } from './editorial/class-service.ts';
import { createEditorialRepository } from './editorial/editorial-repository.ts';
import { editorialRoutes } from './editorial/editorial-routes.ts';
import {
  createEditorialService,
  PUBLISH_JOB,
  type PublishJobPayload,
} from './editorial/editorial-service.ts';
import { createPreviewService } from './editorial/preview-service.ts';

const PURGE_PREVIEW_LINKS_JOB = 'editorial:purge-preview-links';

/**
 * The content domain: news, solutions and cases as visitors and providers read them (SPEC.md §7), and as operators
 * write, review and publish them (内容管理, issue 20).
 */
export const contentDomain = async (app: FastifyInstance) => {
  await app.register(contentRoutes);

  const items = createEditorialRepository(app.db);
  const regions = createRegionDirectory(app.db);
  const settings = createPlatformConfigRepository(app.db);
  const editorial = createEditorialService({
    db: app.db,
    items,
    files: app.files,
    audit: app.auditTrail,
    jobs: app.jobs,
    regions,
    selfPublishAllowed: async () => (await settings.state()).settings.editorialSelfPublish,
    queueAlerts: app.queueAlerts,
  });
  const previews = createPreviewService({ items, regions });
  const classes = createClassService({ db: app.db, items, audit: app.auditTrail });
  await app.register(editorialRoutes, { editorial, previews, classes });

  app.jobs.define<PublishJobPayload>(PUBLISH_JOB, async (payload, { logger }) => {
    const outcome = await editorial.publishScheduled(payload);
    logger.info({ itemId: payload.itemId, version: payload.version, outcome }, '定时发布');
  });
  app.jobs.define(PURGE_PREVIEW_LINKS_JOB, async () => {
    await previews.purgeExpired();
  });
  app.jobs.schedule('41 4 * * *', PURGE_PREVIEW_LINKS_JOB);
};
