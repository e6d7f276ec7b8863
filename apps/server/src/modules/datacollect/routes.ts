import {
  getControlCenterMap,
  getCountData,
  getSaleRanking,
  ingestBatch,
  listDelivering,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import { createDashboardRepository } from './dashboard-repository.ts';
import { createIngestService } from './ingest-service.ts';

export const dataCollectRoutes = async (app: FastifyInstance) => {
  const dashboard = createDashboardRepository(app.db, { feedStaleHours: app.config.feedStaleHours });
  const ingest = createIngestService({ db: app.db, events: app.events });
  // public figures, prepared once per change of what they are read from (docs/decisions/015)
  registerEndpoint(app, getCountData, () => dashboard.counts(), {
    // shelf_month_counts changes in the statements that change shelf_items, which notify
    publicRead: { tables: ['tenants', 'shelf_items', 'content_items', 'collected_counts', 'data_feeds'] },
  });
  registerEndpoint(
    app,
    getSaleRanking,
    ({ query }) =>
      dashboard.saleRanking({
        saleRoomOnly: query.isSaleRoom === 1,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      }),
    { publicRead: { tables: ['sale_records'] } },
  );
  registerEndpoint(app, listDelivering, () => dashboard.delivering(), {
    publicRead: { tables: ['deliveries'] },
  });
  registerEndpoint(app, getControlCenterMap, () => dashboard.controlCenters(), {
    publicRead: { tables: ['control_centers'] },
  });
  registerEndpoint(app, ingestBatch, ({ body, request }) => ingest.ingest(request.client.appKey, body));
};
