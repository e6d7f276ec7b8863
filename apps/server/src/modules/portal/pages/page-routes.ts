import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, sharedCacheHeaders } from '../../../platform/http/public-cache.ts';
import { indexTemplateOf, sendHtml } from '../../../platform/http/web-app.ts';
import { createAppRenderer } from './app-render.ts';
import { createTtlCache } from './page-cache.ts';
import { createPageRenderer, queryOf, RENDERED_PATHS, SHARE_CARD_PATH } from './render-page.ts';
import { shareCardPng } from './share-card.ts';
import { createSitemaps, robotsTxt } from './sitemap.ts';

/**
 * Sitemaps are kept a few minutes, and only while nothing they list has changed: a publication or a withdrawal shows
 * in them at once on every instance (the change notifications of migration 0013 bump the tables' generations).
 */
const SITEMAP_TTL_MS = 5 * 60_000;
const SITEMAP_TABLES = ['news', 'content_items'] as const;

/** A CDN in front may hold a public page 10 s; browsers revalidate (the ETag makes that a 304). */
const PAGE_CACHING = sharedCacheHeaders(10);

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address the visitor used, for the absolute links crawlers and share cards need (canonical, og:url, og:image,
 * the sitemap). Behind a proxy it is the one TRUST_PROXY lets Fastify believe; a Host that is not a host name is not
 * written into a page.
 */
export const originOf = (request: FastifyRequest): string => {
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
};

const weakMatch = (header: string | undefined, etag: string) =>
  (header ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * The public pages rendered on the server, sitemap.xml, robots.txt and the share-card image. Registered as routes of
 * their own, ahead of the static files' catch-all, so they answer any client (curl and crawlers send no
 * `Accept: text/html`); other pages stay with the not-found handler's index.html.
 */
export const pageRoutes = async (app: FastifyInstance) => {
  const appRenderer = createAppRenderer({
    webDist: app.config.webDist,
    inject: app.inject.bind(app),
    onError: (error) => app.log.error({ err: error }, '前端页面服务端渲染失败，改用服务端自带的页面'),
  });
  const renderer = createPageRenderer({
    db: app.db,
    webDist: app.config.webDist,
    cache: app.publicCache,
    app: appRenderer,
  });
  app.addHook('onReady', async () => appRenderer.warm());
  const sitemaps = createSitemaps(app.db);
  const sitemapCache = createTtlCache<string | null>({
    // without the public cache nobody listens for changes, so nothing may be kept
    ttlMs: app.publicCache.enabled ? SITEMAP_TTL_MS : 0,
    maxEntries: 500,
  });
  const sitemapKey = (origin: string, file: string) =>
    `${JSON.stringify(app.publicCache.snapshot(SITEMAP_TABLES))} ${origin} ${file}`;
  const template = indexTemplateOf(app.config.webDist);

  const sendPage = async (path: string, request: FastifyRequest, reply: FastifyReply) => {
    try {
      const page = await renderer.renderPage(path, queryOf(request.query), originOf(request));
      if (!page) return reply.callNotFound();
      const { answer } = page;
      reply.header('ETag', `W/${answer.etag}`);
      if (page.status === 200 && weakMatch(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).headers(PAGE_CACHING).send();
      }
      if (page.status === 200) reply.header('cdn-cache-control', PAGE_CACHING['cdn-cache-control']);
      const cacheControl = page.status === 200 ? PAGE_CACHING['cache-control'] : 'no-cache';
      reply.header('Vary', 'Accept-Encoding');
      // compressed once per page and kept with it; @fastify/compress leaves an answer with a Content-Encoding alone
      const { body, encoding } = encodedBody(answer, request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return sendHtml(reply, page.status, body, cacheControl);
    } catch (error) {
      // The database may be down; the app itself still starts and says what went wrong in its own words.
      request.log.error({ err: error }, '页面服务端渲染失败，改为返回前端应用');
      const index = await template.load();
      if (!index) throw error;
      return sendHtml(reply, 200, index.raw);
    }
  };

  for (const path of RENDERED_PATHS) {
    app.get(path, { schema: { hide: true } }, (request, reply) => sendPage(path, request, reply));
  }

  const sendXml = (reply: FastifyReply, body: string | null) =>
    body === null
      ? reply.callNotFound()
      : reply
          .type('application/xml; charset=utf-8')
          .header('Cache-Control', 'public, max-age=300')
          .send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    return sendXml(reply, await sitemapCache.get(sitemapKey(origin, 'index'), () => sitemaps.index(origin)));
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap-:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const origin = originOf(request);
      const path = `/sitemap-${request.params.file}`;
      return sendXml(
        reply,
        await sitemapCache.get(sitemapKey(origin, path), () => sitemaps.file(path, origin)),
      );
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get(SHARE_CARD_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await shareCardPng()),
  );
};
