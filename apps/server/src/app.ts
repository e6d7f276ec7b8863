import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { DEFAULT_PLATFORM_NAME } from '@rrsp/contract';
import { loadOrCreateKeyPair } from '@rrsp/secure-payload/server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { createAccountService } from './modules/account/account-service.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { createDataCollectRepository } from './modules/datacollect/repository.ts';
import { dataCollectRoutes } from './modules/datacollect/routes.ts';
import { createContentRepository } from './modules/portal/content-repository.ts';
import { contentRoutes } from './modules/portal/content-routes.ts';
import { createNewsRepository } from './modules/portal/news-repository.ts';
import { createPortalRepository } from './modules/portal/repository.ts';
import { portalRoutes } from './modules/portal/routes.ts';
import { ticketRoutes } from './modules/portal/ticket-route.ts';
import { createCaptchaService } from './modules/sso/captcha-service.ts';
import { casRoutes } from './modules/sso/cas-routes.ts';
import { createCodeService } from './modules/sso/code-service.ts';
import { createRecoveryService } from './modules/sso/recovery-service.ts';
import { ssoRoutes } from './modules/sso/routes.ts';
import { createSignInService } from './modules/sso/sign-in-service.ts';
import { createThrottleService } from './modules/sso/throttle-service.ts';
import { createTicketService } from './modules/sso/ticket-service.ts';
import { createAppRegistry } from './platform/auth/app-registry.ts';
import { authPlugin } from './platform/auth/auth-plugin.ts';
import { createSessionStore } from './platform/auth/session-store.ts';
import type { Database } from './platform/database/client.ts';
import { failure } from './platform/http/envelope.ts';
import { errorHandlerPlugin } from './platform/http/error-handler.ts';
import { healthRoutes } from './platform/http/health.ts';
import { openApiPlugin } from './platform/http/openapi.ts';
import { uploadsPlugin } from './platform/http/uploads.ts';
import { isApiPath, webAppPlugin } from './platform/http/web-app.ts';
import { createNotifier } from './platform/notifier/notifier.ts';
import { createRateLimiter } from './platform/rate-limit/rate-limiter.ts';

z.config(z.locales.zhCN());

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.-]{8,64}$/;

export const buildApp = async ({ config, db, logger }: AppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only (uploads get their own parser where they live); anything else is a clear 415.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  // brotli/gzip for JSON and the web app's assets; tiny answers are not worth the CPU
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openApiPlugin);

  const sessions = createSessionStore(db, config.session);
  const registry = createAppRegistry(db);
  await app.register(authPlugin, { registry, sessions, testTokens: config.testTokens });
  // Expired and ended sessions are kept a day for the audit trail, then removed; every instance may run this.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const purge = () =>
      sessions.purgeExpired().catch((error) => app.log.warn({ err: error }, 'session purge failed'));
    purgeTimer = setInterval(purge, 6 * 3_600_000);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  const keyPair = await loadOrCreateKeyPair(path.join(config.dataDir, 'keys'));
  app.decorate('payloadKeys', keyPair);
  const limiter = createRateLimiter(db);
  const tickets = createTicketService(db);
  const portalRepository = createPortalRepository(db);
  const notifier = createNotifier(config, { db, logger: app.log });
  const codes = createCodeService(db);
  const captcha = createCaptchaService(db);
  const throttle = createThrottleService(db);
  const signIn = createSignInService({
    db,
    captcha,
    codes,
    throttle,
    tickets,
    limiter,
    sender: notifier,
    platformName: async () =>
      (await portalRepository.platformConfig())?.platformName || DEFAULT_PLATFORM_NAME,
    captchaPolicy: config.captcha,
  });

  await app.register(healthRoutes, { db });
  if (config.services.includes('portal')) {
    await app.register(portalRoutes, { repository: portalRepository, sessions });
    await app.register(ticketRoutes, {
      tickets,
      sessions,
      repository: portalRepository,
      idleMinutes: Math.round(config.session.idleMs / 60_000),
    });
    await app.register(contentRoutes, {
      news: createNewsRepository(db),
      solutions: createContentRepository(db, 'solution'),
      cases: createContentRepository(db, 'case'),
    });
  }
  if (config.services.includes('sso')) {
    const recovery = createRecoveryService({
      db,
      captcha,
      codes,
      throttle,
      limiter,
      sender: notifier,
      signIn,
      sessions,
      privateDir: path.join(config.dataDir, 'private'),
    });
    await app.register(ssoRoutes, {
      captcha,
      signIn,
      recovery,
      keyPair,
      secureCookies: config.env === 'production',
    });
    await app.register(casRoutes, { db, tickets });
  }
  if (config.services.includes('account')) {
    const account = createAccountService({ db, codes, sessions, limiter, sender: notifier, signIn });
    await app.register(accountRoutes, { account });
  }
  if (config.services.includes('datacollect')) {
    await app.register(dataCollectRoutes, { repository: createDataCollectRepository(db) });
  }
  await app.register(uploadsPlugin, { dataDir: config.dataDir });
  await app.register(webAppPlugin, { webDist: config.webDist });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(url) &&
      !url.startsWith('/assets/') &&
      String(request.headers.accept ?? '').includes('text/html');
    if (wantsPage && app.webAppAvailable) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(failure(404, '您访问的接口或页面不存在'));
  });

  return app;
};
