import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import { isPagePath, PAGES } from '@rrsp/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { MODULE_PLUGINS, MODULE_SUBSCRIPTIONS } from './modules/index.ts';
import { auditTrailPlugin } from './platform/audit/plugin.ts';
import { authPlugin } from './platform/auth/auth-plugin.ts';
import { contextPlugin } from './platform/context.ts';
import type { Database } from './platform/database/client.ts';
import { filesPlugin } from './platform/files/plugin.ts';
import { clientErrorHandler, frameworkErrors } from './platform/http/client-errors.ts';
import { failure } from './platform/http/envelope.ts';
import { errorHandlerPlugin } from './platform/http/error-handler.ts';
import { healthRoutes } from './platform/http/health.ts';
import { AccessLogController, loggerOptions, writesAccessLines } from './platform/http/logging.ts';
import { openApiPlugin } from './platform/http/openapi.ts';
import { payloadKeysPlugin } from './platform/http/payload-keys.ts';
import { addressFunctionOf, createPreparedFastPath } from './platform/http/prepared-fast-path.ts';
import { publicCachePlugin } from './platform/http/public-cache-plugin.ts';
import { securityHeaders, securityHeadersPlugin } from './platform/http/security-headers.ts';
import { contractSerializerCompiler } from './platform/http/serializer.ts';
import { uploadsPlugin } from './platform/http/uploads.ts';
import { indexTemplateOf, isApiPath, sendHtml, webAppPlugin } from './platform/http/web-app.ts';
import { identityPlugin } from './platform/identity/plugin.ts';
import { jobsPlugin } from './platform/jobs/plugin.ts';
import { messagingPlugin } from './platform/messaging/plugin.ts';
import { notifierPlugin } from './platform/notifier/plugin.ts';
import { metricsRoutes } from './platform/observability/metrics-routes.ts';
import { observabilityPlugin } from './platform/observability/plugin.ts';
import { createPlatformConfigRepository } from './platform/platform-config/platform-config-repository.ts';
import { rateLimitPlugin } from './platform/rate-limit/plugin.ts';
import { verificationPlugin } from './platform/verification/plugin.ts';

z.config(z.locales.zhCN());

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

/** The caller's own request id when it is a sane one, else a new one. */
const requestIdOf = (request: { headers: Record<string, string | string[] | undefined> }): string => {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/**
 * TRUST_PROXY=N: believe the last N entries of X-Forwarded-For, whoever the peer is. Fastify 5.12 no longer does this
 * for a number (it trusts nothing: a hop count cannot tell a proxy from a client that reached the server directly),
 * so it is written out here; docs/operations.md says to use it only where the proxies are the one way in.
 */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/**
 * The composition root (fastify/demo's order): Fastify's own plugins, then the platform services every module uses,
 * then the modules SERVICES names, then the web app.
 */
export const buildApp = async ({ config, db, logger }: AppDependencies): Promise<FastifyInstance> => {
  const trustProxy = typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy;
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: new AccessLogController(),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    trustProxy,
    // A body that trickles in must not hold a connection for ever (issue 8): Node answers 408 (clientErrorHandler)
    // once the whole request has taken longer than this. Node needs it when the server is created: only there does
    // it bring headersTimeout (60 s) down to match, and with headersTimeout above requestTimeout a stalled body is
    // never timed out (Node 20, measured). It checks on an interval, so the interval is a fraction of the timeout;
    // Node's default of 30 s would let a short timeout run up to 30 s over.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    // A socket with no traffic either way (a client that stopped reading its answer) is closed after twice that.
    // Keep-alive stays at Fastify's 72 s: longer than nginx's upstream keepalive_timeout (60 s), so the proxy closes
    // an idle connection first and never sends a request onto one we are closing.
    connectionTimeout: config.requestTimeoutMs * 2,
    routerOptions: { maxParamLength: 200 },
    clientErrorHandler,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    contractSerializerCompiler({ checkAgainstContract: config.env !== 'production' }),
  );
  // The API speaks JSON only (uploads get their own parser where they live); anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // A visitor's prepared public read is answered before Fastify routes it, by the route's own checks (decision 033)
  const preparedFastPath = createPreparedFastPath({
    requestIdOf,
    commonHeaders: securityHeaders(),
    addressOf: addressFunctionOf(trustProxy),
    writesAccessLines: () => writesAccessLines(app.log.level),
    recordRequest: (route, method, statusCode, seconds) =>
      app.recordRequest(route, method, statusCode, seconds),
    maxBodyBytes: Math.min(16 * 1024, config.bodyLimitBytes),
  });
  app.decorate('preparedFastPath', preparedFastPath);
  const [fastifyHandler] = app.server.listeners('request') as Parameters<typeof preparedFastPath.wrap>;
  if (fastifyHandler) {
    app.server.removeListener('request', fastifyHandler);
    app.server.on('request', preparedFastPath.wrap(fastifyHandler));
  }
  app.addHook('preClose', (done) => {
    preparedFastPath.close();
    done();
  });

  await app.register(errorHandlerPlugin);
  // brotli/gzip for JSON and the web app's assets; tiny answers are not worth the CPU
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityHeadersPlugin);
  await app.register(openApiPlugin);

  // platform services
  await app.register(contextPlugin, { config, db });
  await app.register(observabilityPlugin);
  await app.register(jobsPlugin, { subscriptions: MODULE_SUBSCRIPTIONS });
  await app.register(publicCachePlugin);
  await app.register(identityPlugin);
  await app.register(auditTrailPlugin);
  await app.register(rateLimitPlugin);
  await app.register(notifierPlugin);
  await app.register(messagingPlugin);
  const platformConfig = createPlatformConfigRepository(db);
  await app.register(verificationPlugin, { platformName: () => platformConfig.platformName() });
  await app.register(filesPlugin);
  await app.register(payloadKeysPlugin);
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);

  // modules
  for (const name of config.services) await app.register(MODULE_PLUGINS[name]);

  await app.register(uploadsPlugin);
  await app.register(webAppPlugin, { webDist: config.webDist });

  const indexTemplate = indexTemplateOf(config.webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      !url.startsWith('/assets/') &&
      String(request.headers.accept ?? '').includes('text/html');
    // index.html itself, never a precompressed copy beside it (docs/decisions/017)
    const template = wantsPage && app.webAppAvailable ? await indexTemplate.load() : null;
    if (template) {
      // The portal renders its own 404 page for a path the page table does not know; the status says so too, and
      // search engines are asked not to index it.
      const pathname = url.split('?')[0] ?? '/';
      const known = isPagePath(pathname);
      // a draft opened by a preview link is for the colleague holding it, never for a search engine (issue 20)
      if (pathname === PAGES.preview.path) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return known
        ? sendHtml(reply, 200, template.raw)
        : sendHtml(
            reply,
            404,
            template.fill({
              head: `${template.defaultHead}<meta name="robots" content="noindex">`,
              body: '',
            }),
          );
    }
    return reply.code(404).send(failure(404, 'NOT_FOUND', '您访问的接口或页面不存在'));
  });

  return app;
};
