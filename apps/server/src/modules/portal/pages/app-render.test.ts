import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNews } from '../../../../test/content-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/harness.ts';
import { news } from '../content/tables.ts';
import { ssrDirOf } from './app-render.ts';
import { writeBuiltWebApp } from './built-web-app-test-support.ts';

/**
 * How the server uses the web app's server build (docs/decisions/032): the build itself is the web app's and is
 * tested in the browser (e2e/tests/hydration.spec.ts); here a stand-in with the same exports reads through the
 * transport the server hands it, so what the server does around it is seen: the page it makes, the reads it lets
 * through and what they count, and the bound on renders.
 */

/** The web build's exports, drawing a detail from the server's own news route; `?slow` pages wait to be let go. */
const STAND_IN = `
let environment;
const waiting = [];
globalThis.releaseSlowRenders = () => { for (const go of waiting.splice(0)) go(); };
globalThis.slowRendersWaiting = () => waiting.length;
export const SSR_STATE_ID = 'rrsp-ssr-state';
export const setServerEnvironment = (given) => { environment = given; };
export const renderApp = async (url, origin) => {
  const address = new URL(url, origin);
  if (address.searchParams.has('keyword')) await new Promise((go) => waiting.push(go));
  const newsId = address.searchParams.get('newsId');
  if (!newsId) return { html: '<main>列表</main>', styles: '', state: {} };
  const answer = await environment.fetch('/basics/pc/news/info', {
    method: 'POST',
    headers: { 'content-type': 'application/json', appKey: 'rrsp-portal', endpointCode: 'pc-portal' },
    body: JSON.stringify({ newsId }),
  });
  const { data } = await answer.json();
  const page = environment.createWindow(origin);
  const here = page.window.location.origin;
  page.close();
  return {
    html: '<link rel="preload" as="image" href="/files/cover.jpg"/><main><h1>' + data.title + '</h1><p>' + here + '</p></main>',
    styles: '<style data-css-hash="x">.app{color:red}</style>',
    state: { title: data.title },
  };
};
`;

const HOST = 'www.rrsp.example.cn';
let context: TestContext;
let dist: string;
let newsId: string;

const get = (url: string) => context.app.inject({ url, headers: { host: HOST, accept: '*/*' } });

/** Lets the stand-in's slow renders go, as they come, until `answers` settle. */
const releasedUntil = async <T>(answers: Promise<T>): Promise<T> => {
  const { releaseSlowRenders } = globalThis as unknown as { releaseSlowRenders(): void };
  let settled = false;
  const done = answers.finally(() => {
    settled = true;
  });
  while (!settled) {
    releaseSlowRenders();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return done;
};

const viewsOf = async (id: string) => {
  await context.app.viewCounter.flush();
  const [row] = await context.db.select({ views: news.views }).from(news).where(eq(news.id, id));
  return row?.views;
};

beforeAll(async () => {
  dist = await writeBuiltWebApp('rrsp-app-render-');
  await mkdir(ssrDirOf(dist));
  await writeFile(path.join(ssrDirOf(dist), 'entry-server.js'), STAND_IN);
  await writeFile(path.join(ssrDirOf(dist), 'package.json'), '{"type":"module"}');
  context = await createTestContext({ WEB_DIST: dist });
  newsId = (await insertNews(context.db, { title: '标题里有</script><b>', category: 'industry', daysAgo: 1 }))
    .id;
}, 120_000);

afterAll(async () => {
  await context?.close();
  await rm(dist, { recursive: true, force: true });
  await rm(ssrDirOf(dist), { recursive: true, force: true });
});

describe('a public page drawn by the web app on the server', () => {
  it("carries the app's markup in the root, its styles, hints and state in the head, and not the server's own", async () => {
    const page = await get(`/infomationDetail?newsId=${newsId}`);
    expect(page.statusCode).toBe(200);
    const [head, body] = page.body.split('<div id="root">') as [string, string];
    expect(body.startsWith(`<main><h1>标题里有</script><b></h1><p>http://${HOST}</p></main></div>`)).toBe(
      true,
    );
    expect(head).toContain('<link rel="preload" as="image" href="/files/cover.jpg"/>');
    expect(head).toContain('<style data-css-hash="x">.app{color:red}</style>');
    // a data block, not a script; no title can end it early
    expect(head).toContain(
      '<script type="application/json" id="rrsp-ssr-state">{"title":"标题里有\\u003c/script>\\u003cb>"}</script>',
    );
    // the head the server writes for crawlers stays; its styles for its own markup are not needed
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).not.toContain('.ssr-');
    expect(page.body).not.toContain('ssr-article');
  });

  it('reads through the server routes without counting a view, where a reader counts one', async () => {
    const id = (await insertNews(context.db, { title: '无人阅读的资讯', category: 'notice', daysAgo: 2 })).id;
    const before = await viewsOf(id);
    expect((await get(`/infomationDetail?newsId=${id}`)).body).toContain('<h1>无人阅读的资讯</h1>');
    expect(await viewsOf(id)).toBe(before);

    const read = await context.app.inject({
      method: 'POST',
      url: '/basics/pc/news/info',
      headers: { appKey: 'rrsp-portal', endpointCode: 'pc-portal', 'content-type': 'application/json' },
      payload: { newsId: id },
    });
    expect(read.statusCode).toBe(200);
    expect(await viewsOf(id)).toBe((before ?? 0) + 1);
  });

  it('a caller cannot claim to be the server drawing a page to read without counting', async () => {
    const id = (await insertNews(context.db, { title: '自称渲染的读取', category: 'notice', daysAgo: 3 })).id;
    const before = await viewsOf(id);
    await context.app.inject({
      method: 'POST',
      url: '/basics/pc/news/info',
      headers: {
        appKey: 'rrsp-portal',
        endpointCode: 'pc-portal',
        'content-type': 'application/json',
        'x-rrsp-page-render': 'guess',
      },
      payload: { newsId: id },
    });
    expect(await viewsOf(id)).toBe((before ?? 0) + 1);
  });

  it('draws two pages at once and keeps eight waiting; more get the server’s own markup at once', async () => {
    const global = globalThis as unknown as { slowRendersWaiting(): number };
    const answered: { url: string; body: string }[] = [];
    const pages = Array.from({ length: 14 }, (_, index) => {
      const url = `/home/infomation?keyword=k${index}`;
      return get(url).then((page) => {
        answered.push({ url, body: page.body });
        return page;
      });
    });
    // two rendering, eight in line: the other four are answered at once with the server's own markup
    // (vitest polls for a second by default; the pages' reads take longer on a busy machine)
    await expect.poll(() => global.slowRendersWaiting(), { timeout: 30_000 }).toBe(2);
    await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(4);
    expect(
      answered.every(({ body }) => body.includes('class="ssr-') && !body.includes('<main>列表</main>')),
    ).toBe(true);
    const turnedAway = answered.map(({ url }) => url);
    const drawn = (await releasedUntil(Promise.all(pages))).filter((page) =>
      page.body.includes('<main>列表</main>'),
    );
    expect(drawn).toHaveLength(10);
    // what stood in for a drawn page was not kept: the next reader of it gets the drawn page
    const again = await releasedUntil(Promise.all(turnedAway.map((url) => get(url))));
    expect(again.map((page) => page.body.includes('<main>列表</main>'))).toEqual([true, true, true, true]);
  });
});
