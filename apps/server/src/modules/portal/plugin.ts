import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { consoleDomain } from './console/plugin.ts';
import { contentDomain } from './content/plugin.ts';
import { dataCenterDomain } from './data-center/plugin.ts';
import { marketplaceDomain } from './marketplace/plugin.ts';
import { messagesDomain } from './messages/plugin.ts';
import { pagesDomain } from './pages/plugin.ts';
import { sessionDomain } from './session/plugin.ts';
import { siteDomain } from './site/plugin.ts';
import { tenancyDomain } from './tenancy/plugin.ts';

/**
 * The portal module (`/basics`), composed of its domains (docs/decisions/019): each mounts its own routes and jobs,
 * and reaches another only through that domain's public.ts.
 */
export const portalModule = fp(
  async (app: FastifyInstance) => {
    // multipart is read by the upload endpoint alone (site/file-routes.ts): @fastify/multipart adds an onRequest and
    // an onResponse hook to every route of its scope, which the public reads paid on every request (decision 033);
    // a multipart body sent to a JSON endpoint is a 415 like any other type it does not read
    await app.register(siteDomain);
    await app.register(sessionDomain);
    await app.register(contentDomain);
    await app.register(pagesDomain);
    await app.register(messagesDomain);
    await app.register(tenancyDomain);
    await app.register(marketplaceDomain);
    await app.register(consoleDomain);
    await app.register(dataCenterDomain);
  },
  {
    name: 'portal',
    encapsulate: true,
    dependencies: [
      'context',
      'identity',
      'auth',
      'rate-limit',
      'files',
      'payload-keys',
      'jobs',
      'notifier',
      'messaging',
      'audit-trail',
    ],
  },
);
