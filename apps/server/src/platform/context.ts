import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from './database/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

/** The configuration and the database, for every plugin after it (fastify/demo keeps them as decorators too). */
export const contextPlugin = fp(
  async (app: FastifyInstance, options: { config: Config; db: Database }) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
  },
  { name: 'context' },
);
