import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { JSDOM } from 'jsdom';
import { pageRenderHeaders } from '../../../platform/http/page-render.ts';

/** What the web app's server build (apps/web/src/entry-server.tsx) returns for a page. */
export interface AppPage {
  html: string;
  styles: string;
  state: unknown;
}

interface AppServerModule {
  SSR_STATE_ID: string;
  setServerEnvironment(environment: {
    fetch: typeof globalThis.fetch;
    createWindow: (url: string) => { window: unknown; close(): void };
  }): void;
  renderApp(url: string, origin: string): Promise<AppPage | null>;
}

/** Where `npm run build` puts the server build beside the browser's: `apps/web/dist` → `apps/web/dist-ssr`. */
export const ssrDirOf = (webDist: string) => `${webDist.replace(/[\\/]+$/, '')}-ssr`;

/** Renders at once; a render is 50–300 ms of this process's one thread, so a crawl of many pages waits its turn. */
const MAX_RENDERING = 2;
/** Waiting beyond this, a page is answered with the server's own markup (cheap) rather than waiting longer. */
const MAX_WAITING = 8;
/** How often the build is looked at again (a rebuilt one stops being used within this). */
const RECHECK_MS = 1_000;

const headersOf = (init: RequestInit | undefined): Record<string, string> => {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
};

/**
 * The page's calls answered by this server's own routes (Fastify's inject): no network, and every hook, check and
 * prepared answer of a real request applies. The render is anonymous (the app sends no token on the server) and
 * counts no view.
 */
const injectFetch =
  (inject: FastifyInstance['inject']): typeof globalThis.fetch =>
  async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const body = init?.body;
    const answer = await inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: { ...headersOf(init), ...pageRenderHeaders },
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: Object.entries(answer.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    });
  };

const createWindow = (url: string) => {
  const dom = new JSDOM('', { url });
  return { window: dom.window, close: () => dom.window.close() };
};

/**
 * The public pages drawn by the web app's own components (docs/decisions/032). `render(url, origin)` gives the page
 * or null: no server build, a page the app would not show a visitor as is, or too many waiting. The caller then
 * sends the server's own markup (decision 017), which the browser replaces.
 */
export const createAppRenderer = (deps: {
  webDist: string;
  inject: FastifyInstance['inject'];
  onError: (error: unknown) => void;
}) => {
  const file = path.join(ssrDirOf(deps.webDist), 'entry-server.js');
  let loaded: { version: string; module: Promise<AppServerModule | null> } | undefined;
  let current: Promise<AppServerModule | null> = Promise.resolve(null);
  let checkedAt = 0;
  let rendering = 0;
  const waiting: (() => void)[] = [];

  const versionOf = () =>
    stat(file).then(
      (info) => `${info.mtimeMs.toString(36)}-${info.size.toString(36)}`,
      () => null,
    );

  /**
   * The build is imported once: its chunks import its entry by its plain address, so a second copy under another
   * address would be a second React. A build newer than the one loaded is not used until a restart (the browser's
   * new code must not hydrate the old code's markup): the pages are the server's own meanwhile.
   */
  const load = async (): Promise<AppServerModule | null> => {
    if (Date.now() - checkedAt < RECHECK_MS) return current;
    checkedAt = Date.now();
    const version = await versionOf();
    if (!loaded && version !== null) {
      loaded = {
        version,
        module: import(pathToFileURL(file).href).then(
          (imported: AppServerModule) => {
            imported.setServerEnvironment({ fetch: injectFetch(deps.inject), createWindow });
            return imported;
          },
          (error: unknown) => {
            deps.onError(error);
            return null;
          },
        ),
      };
    }
    current = loaded && loaded.version === version ? loaded.module : Promise.resolve(null);
    return current;
  };

  const turn = async (): Promise<boolean> => {
    if (rendering < MAX_RENDERING) {
      rendering += 1;
      return true;
    }
    if (waiting.length >= MAX_WAITING) return false;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return true;
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else rendering -= 1;
  };

  return {
    /** Loads the build ahead of the first page, so the first visitor does not wait for it. */
    warm: () => void load(),
    /** The version of the build in use, part of a rendered page's cache key ('' when there is none). */
    async version(): Promise<string> {
      return (await load()) ? (loaded?.version ?? '') : '';
    },
    async render(url: string, origin: string): Promise<(AppPage & { stateId: string }) | null> {
      const module = await load();
      if (!module) return null;
      if (!(await turn())) return null;
      try {
        const page = await module.renderApp(url, origin);
        return page && { ...page, stateId: module.SSR_STATE_ID };
      } catch (error) {
        deps.onError(error);
        return null;
      } finally {
        release();
      }
    },
  };
};

export type AppRenderer = ReturnType<typeof createAppRenderer>;
