import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = [
  '/basics',
  '/data-collect',
  '/sso',
  '/account',
  '/ws',
  '/docs',
  '/healthz',
  '/readyz',
  '/uploads',
  '/files',
];

export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

/**
 * Serves the built web app: hashed assets are immutable for a year, everything else (index.html above all) is revalidated every time, and any
 * other GET that wants HTML gets `index.html` so client routes survive a reload.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const indexFile = path.join(options.webDist, 'index.html');
    const available = existsSync(indexFile);
    app.decorate('webAppAvailable', available);
    if (!available) {
      app.log.warn({ webDist: options.webDist }, '未找到前端构建产物（npm run build），仅提供接口服务');
      return;
    }
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      // files are looked up per request, so a rebuilt dist is served without a restart; misses fall to index.html
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(options.webDist, filePath);
        res.setHeader(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  },
  { name: 'web-app' },
);

declare module 'fastify' {
  interface FastifyInstance {
    webAppAvailable: boolean;
  }
}
