import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './message-routes.ts';

/** The messages domain: the message centre and its preferences; the domains send through `app.messenger`. */
export const messagesDomain = async (app: FastifyInstance) => {
  await app.register(messageRoutes);
};
