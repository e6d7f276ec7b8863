import type { FastifyInstance } from 'fastify';
import { ticketRoutes } from './ticket-routes.ts';
import { userRoutes } from './user-routes.ts';

/** The session domain: an SSO ticket exchanged for a portal session, the signed-in user, signing out. */
export const sessionDomain = async (app: FastifyInstance) => {
  await app.register(ticketRoutes);
  await app.register(userRoutes);
};
