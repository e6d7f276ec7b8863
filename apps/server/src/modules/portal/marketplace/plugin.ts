import type { FastifyInstance } from 'fastify';
import { createRegionDirectory } from '../../../platform/regions/region-directory.ts';
import { createShelfAuditQueue } from './audit/audit-queue-queries.ts';
import { shelfAuditRoutes } from './audit/shelf-audit-routes.ts';
import { createShelfReview } from './audit/shelf-review-service.ts';
import { defineCooperationNotices } from './cooperation/cooperation-notices.ts';
import { createCooperationRepository } from './cooperation/cooperation-repository.ts';
import { cooperationRoutes } from './cooperation/cooperation-routes.ts';
import { createCooperationService } from './cooperation/cooperation-service.ts';
import { createProductCatalog } from './products/product-catalog.ts';
import { productRoutes } from './products/product-routes.ts';
import { createReportRepository } from './reports/report-repository.ts';
import { reportRoutes } from './reports/report-routes.ts';
import { createReportService } from './reports/report-service.ts';
import { createServiceCatalog } from './services/service-catalog.ts';
import { serviceRoutes } from './services/service-routes.ts';
import { createShelfCatalog } from './shelf/shelf-catalog-queries.ts';
import { defineShelfNotices } from './shelf/shelf-notices.ts';
import { createShelfRepository } from './shelf/shelf-repository.ts';
import { createShelfService } from './shelf/shelf-service.ts';
import { SHELF_KIND_DEFINITIONS } from './shelf-kind-registry.ts';

/**
 * The marketplace domain: one shelf for products and services (docs/decisions/014), the operators' audit of it,
 * cooperation requests between users and publishers, and reports of what is on the shelf.
 */
export const marketplaceDomain = async (app: FastifyInstance) => {
  const { db } = app;
  const shelf = createShelfService({
    db,
    files: app.files,
    events: app.events,
    limiter: app.rateLimiter,
    audit: app.auditTrail,
    queueAlerts: app.queueAlerts,
  });
  const catalog = createShelfCatalog(db, createRegionDirectory(db));
  const items = createShelfRepository(db);

  await app.register(serviceRoutes, { db, shelf, catalog, services: createServiceCatalog(catalog) });
  await app.register(productRoutes, { db, shelf, catalog, products: createProductCatalog(catalog) });
  await app.register(shelfAuditRoutes, {
    queue: createShelfAuditQueue(db, (kind, category) =>
      SHELF_KIND_DEFINITIONS[kind].categoryLabel(category),
    ),
    reviews: createShelfReview({ db, shelf, catalog, tenants: app.identity.tenants }),
  });
  defineShelfNotices(app);

  await app.register(cooperationRoutes, {
    cooperation: createCooperationService({
      db,
      requests: createCooperationRepository(db),
      items,
      tenants: app.identity.tenants,
      events: app.events,
      limiter: app.rateLimiter,
      messenger: app.messenger,
    }),
  });
  defineCooperationNotices(app);

  await app.register(reportRoutes, {
    reports: createReportService({
      db,
      reports: createReportRepository(db),
      items,
      shelf,
      limiter: app.rateLimiter,
      audit: app.auditTrail,
      queueAlerts: app.queueAlerts,
      messenger: app.messenger,
    }),
  });
};
