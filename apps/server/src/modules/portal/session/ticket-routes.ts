import { exchangeTicket } from '@rrsp/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../platform/http/endpoint-route.ts';
import { createPortalSessionService } from './session-service.ts';

export const ticketRoutes = async (app: FastifyInstance) => {
  const sessions = createPortalSessionService({
    db: app.db,
    identity: app.identity,
    idleMinutes: Math.round(app.config.session.idleMs / 60_000),
  });
  registerEndpoint(app, exchangeTicket, ({ query, request }) =>
    sessions.exchange(query.ticket, { userAgent: request.headers['user-agent'], ip: request.ip }),
  );
};
