/**
 * The public pages rendered on the server with the app's own components (docs/decisions/032). The server
 * (apps/server/src/modules/portal/pages/app-render.ts) loads this module's build (`vite build --ssr`), hands in a
 * transport to its own routes, and calls `renderApp` for a page; the browser hydrates what it returns (main.tsx).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { PageWindowContext } from './lib/page-window.ts';
import { countsView, createQueryClient } from './lib/query-client.ts';
import { setServerTransport } from './lib/server-fetch.ts';
import { SSR_STATE_ID, type SsrState } from './lib/ssr-state.ts';
import { unreadQueries } from './lib/unread-queries.ts';

export { SSR_STATE_ID };

/** A document to clean rich text in (the server makes it with jsdom), at the page's address. */
export interface ServerWindow {
  window: Window;
  close(): void;
}

let createWindow: ((url: string) => ServerWindow) | undefined;

/** What the server hands in once: the transport to its own routes and a way to make a document. */
export const setServerEnvironment = (environment: {
  fetch: typeof globalThis.fetch;
  createWindow: (url: string) => ServerWindow;
}): void => {
  setServerTransport(environment.fetch);
  createWindow = environment.createWindow;
};

/** A page's data is read in at most this many passes (a list, then what its rows lead to). */
const MAX_DATA_PASSES = 4;

export interface RenderedApp {
  /** The markup inside `#root`. */
  html: string;
  /** antd's styles of the page, as `<style>` elements for the head. */
  styles: string;
  /** What the browser needs to hydrate: the router's data and the query cache. */
  state: SsrState;
}

const streamText = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

/** The page's markup once everything it loads has loaded; any error fails the render (the browser would redo it). */
const render = async (element: ReactNode): Promise<string> => {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await streamText(prelude);
  if (failure) throw failure;
  return html;
};

/**
 * Renders `url` (path and query) as the browser would draw it for a visitor, with every query it makes answered.
 * Returns null when the page is not one a visitor sees as it is (a redirect, an error, a read that failed): the
 * server then sends its own page.
 */
export const renderApp = async (url: string, origin: string): Promise<RenderedApp | null> => {
  const href = new URL(url, origin);
  if (!createWindow) throw new Error('服务端渲染尚未配置');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(href));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  const dom = createWindow(href.origin);
  try {
    const page = (cache: ReturnType<typeof createCache>) => (
      <StrictMode>
        <StyleProvider cache={cache}>
          <PageWindowContext.Provider value={dom.window}>
            <AppProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </PageWindowContext.Provider>
        </StyleProvider>
      </StrictMode>
    );
    // Each pass draws the page with what has been read and reads what it asked for; the pass that asks for nothing
    // new is the page.
    let drawn: { html: string; cache: ReturnType<typeof createCache> } | undefined;
    for (let pass = 1; !drawn; pass += 1) {
      const cache = createCache();
      const html = await render(page(cache));
      const unread = unreadQueries(client);
      if (unread.length === 0) drawn = { html, cache };
      else if (pass === MAX_DATA_PASSES) return null;
      else await Promise.all(unread.map((query) => query.fetch().catch(() => undefined)));
    }
    // a read that failed would be drawn as its error here and read again in the browser: the server's page instead
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    const queries = dehydrate(client);
    // the server's read of a detail counted no view: the browser reads it again on arrival, and that read counts
    for (const query of queries.queries) if (countsView(query.meta)) query.state.dataUpdatedAt = 0;
    return {
      html: drawn.html,
      styles: extractStyle(drawn.cache),
      state: {
        router: { loaderData: context.loaderData, actionData: context.actionData },
        queries,
      },
    };
  } finally {
    dom.close();
    client.clear();
  }
};
