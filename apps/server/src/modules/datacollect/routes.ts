import {
  getControlCenterMap,
  getCountData,
  getSaleRanking,
  ingestBatch,
  listDelivering,
} from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint-route.ts';
import type { DataCollectRepository } from './repository.ts';

export const dataCollectRoutes = async (
  app: FastifyInstance,
  { repository }: { repository: DataCollectRepository },
) => {
  registerEndpoint(app, getCountData, () => repository.counts());
  registerEndpoint(app, getSaleRanking, ({ query }) =>
    repository.saleRanking({
      saleRoomOnly: query.isSaleRoom === 1,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    }),
  );
  registerEndpoint(app, listDelivering, () => repository.delivering());
  registerEndpoint(app, getControlCenterMap, () => repository.controlCenters());
  registerEndpoint(app, ingestBatch, ({ body, request }) => repository.ingest(request.client.appKey, body));
};
