import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
      // the build writes .br and .gz beside each asset: sent as they are, no compression per request
      preCompressed: true,
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

/**
 * The built index.html, ready to be filled with a page rendered on the server (docs/decisions/017). It is read from
 * `index.html` itself, never from a precompressed copy beside it, and read again when the file changes, so a rebuilt
 * dist is picked up without a restart (as the static files are).
 */
export interface IndexTemplate {
  /** Changes whenever index.html does: part of the key of anything rendered from it. */
  readonly version: string;
  /** The file as built. */
  readonly raw: string;
  /** The build's own <title> and description, for pages the server does not render. */
  readonly defaultHead: string;
  /**
   * The page with `head` where the build's title and description were, and `body` inside the root element (the web
   * app replaces it when it starts). `noscript: false` drops the build's "please enable JavaScript" note, for a page
   * that reads well without it.
   */
  fill(page: { head: string; body: string; noscript?: boolean }): string;
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const ROOT = /<div id="root"><\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/i;

export const parseIndexTemplate = (raw: string, version: string): IndexTemplate | null => {
  const description = DESCRIPTION.exec(raw);
  // the build's description goes wherever it stood; the page's own is written beside its title
  const stripped = raw.replace(DESCRIPTION, '');
  const title = TITLE.exec(stripped);
  const root = ROOT.exec(stripped);
  if (!title || !root || root.index < title.index) return null;
  const defaultHead = `${title[0].trim()}${description ? description[0].trim() : ''}`;
  const before = stripped.slice(0, title.index);
  const middle = stripped.slice(title.index + title[0].length, root.index);
  const after = stripped.slice(root.index + root[0].length);
  return {
    version,
    raw,
    defaultHead,
    fill: ({ head, body, noscript = true }) =>
      `${before}${head}\n    ${noscript ? middle : middle.replace(NOSCRIPT, '')}<div id="root">${body}</div>${after}`,
  };
};

/** How often the file is looked at again: a rebuild shows within this, and a busy server does not stat per request. */
const RECHECK_MS = 1_000;

const createIndexTemplateReader = (webDist: string) => {
  const file = path.join(webDist, 'index.html');
  let current: IndexTemplate | null = null;
  let checkedAt = 0;
  let pending: Promise<IndexTemplate | null> | null = null;

  const refresh = async (): Promise<IndexTemplate | null> => {
    try {
      const info = await stat(file);
      const version = `${info.mtimeMs.toString(36)}-${info.size.toString(36)}`;
      if (current?.version !== version) current = parseIndexTemplate(await readFile(file, 'utf8'), version);
    } catch {
      current = null;
    }
    checkedAt = Date.now();
    return current;
  };

  return {
    /** The template, or null when there is no built web app (or its index.html has no root element). */
    async load(): Promise<IndexTemplate | null> {
      if (Date.now() - checkedAt < RECHECK_MS) return current;
      pending ??= refresh().finally(() => {
        pending = null;
      });
      return pending;
    },
  };
};

const readers = new Map<string, ReturnType<typeof createIndexTemplateReader>>();

/** One reader per dist folder, shared by the not-found handler and the pages the portal renders. */
export const indexTemplateOf = (webDist: string) => {
  let reader = readers.get(webDist);
  if (!reader) {
    reader = createIndexTemplateReader(webDist);
    readers.set(webDist, reader);
  }
  return reader;
};

/** Answers with a page made from the template: HTML, revalidated every time (its assets' names change per build). */
export const sendHtml = (
  reply: FastifyReply,
  status: number,
  body: string | Buffer,
  cacheControl = 'no-cache',
): FastifyReply =>
  reply.code(status).header('Cache-Control', cacheControl).type('text/html; charset=utf-8').send(body);

declare module 'fastify' {
  interface FastifyInstance {
    webAppAvailable: boolean;
  }
}
