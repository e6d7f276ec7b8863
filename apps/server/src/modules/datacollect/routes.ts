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
  const dashboard = createDashboardRepository(app.db);
  const ingest = createIngestService({ db: app.db, events: app.events });
  registerEndpoint(app, getCountData, () => dashboard.counts());
  registerEndpoint(app, getSaleRanking, ({ query }) =>
    dashboard.saleRanking({
      saleRoomOnly: query.isSaleRoom === 1,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    }),
  );
  registerEndpoint(app, listDelivering, () => dashboard.delivering());
  registerEndpoint(app, getControlCenterMap, () => dashboard.controlCenters());
  registerEndpoint(app, ingestBatch, ({ body, request }) => ingest.ingest(request.client.appKey, body));
};
