import type { Page } from '@playwright/test';
import {
  CONTENT_KINDS,
  type ContentSummary,
  NEWS_INFO,
  NEWS_LIST,
  type NewsSummary,
  type PageOf,
} from './content-support.ts';
import { callApi, expect, test } from './support.ts';

/**
 * The public pages are drawn on the server by the app's own components and the browser takes them over as they
 * stand (docs/decisions/032): the markup the page arrived with is the markup it keeps, and React reports no mismatch.
 */

/** Remembers every element the server sent, before any script runs, to see afterwards whether they are still there. */
const rememberServerMarkup = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverNodes: Element[] }).serverNodes = [
        ...document.querySelectorAll('#root *'),
      ];
    });
  });

const serverMarkupKept = (page: Page) =>
  page.evaluate(() => {
    const nodes = (window as unknown as { serverNodes?: Element[] }).serverNodes ?? [];
    return {
      sent: nodes.length,
      kept: nodes.filter((node) => node.isConnected).length,
      headerKept: nodes.some((node) => node.matches('header.site-header') && node.isConnected),
    };
  });

const samplePaths = async (api: Parameters<typeof callApi>[0]) => {
  const news = await callApi<PageOf<NewsSummary>>(api, 'POST', NEWS_LIST, {
    body: { pageNum: 1, pageSize: 1 },
  });
  const contentId = async (kind: keyof typeof CONTENT_KINDS) => {
    const list = await callApi<PageOf<ContentSummary>>(
      api,
      'POST',
      `${CONTENT_KINDS[kind].base}/pcQuerySolutionNoRole`,
      {
        body: { pageNum: 1, pageSize: 1 },
      },
    );
    const id = list.rows[0]?.id;
    if (!id) throw new Error(`no ${kind}`);
    return id;
  };
  const newsId = news.rows[0]?.newsId;
  if (!newsId) throw new Error('no news');
  return {
    newsId,
    paths: [
      '/',
      '/home/infomation',
      '/home/infomation?page=2',
      `/infomationDetail?newsId=${newsId}`,
      CONTENT_KINDS.solution.listPath,
      `${CONTENT_KINDS.solution.detailPath}?id=${await contentId('solution')}`,
      CONTENT_KINDS.case.listPath,
      `${CONTENT_KINDS.case.detailPath}?id=${await contentId('case')}`,
    ],
  };
};

test('every server-rendered page is taken over as it arrived, without a hydration warning', async ({
  api,
  page,
}) => {
  const { paths } = await samplePaths(api);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(String(error)));
  await rememberServerMarkup(page);

  for (const path of paths) {
    const html = await (await api.get(path)).text();
    // the app's own markup and the data it was drawn from, not the crawler-only page
    expect(html, path).toContain('class="app-root');
    expect(html, path).toContain('id="rrsp-ssr-state"');

    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // hydrated: the app answers clicks in the page it was given (the user menu's 登录 link is the app's own)
    await expect(page.locator('header.site-header')).toHaveCount(1);
    const markup = await serverMarkupKept(page);
    expect(markup.sent, path).toBeGreaterThan(50);
    expect(markup.headerKept, `${path}: the header was drawn again`).toBe(true);
    // a detail's view count and share code change after arrival; nothing else is redrawn
    expect(markup.kept / markup.sent, path).toBeGreaterThan(0.95);
  }
  expect(
    warnings.filter((text) => /hydrat|Minified React error|did not match|#418|#423|#425/i.test(text)),
  ).toEqual([]);
});

/**
 * Holds the scripts the page asks for after its entry (the route modules the app needs before it hydrates) until the
 * test lets them go, so that a click lands while the page shows the server's markup and nothing answers it yet.
 */
const holdRouteModules = async (page: Page) => {
  let letGo: () => void = () => undefined;
  const heldUntil = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  let sawHeld: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => {
    sawHeld = resolve;
  });
  const entryScripts = new Set<string>();
  await page.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.resourceType() === 'document') {
      const response = await route.fetch();
      const html = await response.text();
      // the entry and what it imports statically, as the page names them
      for (const [, src] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g))
        entryScripts.add(src as string);
      await route.fulfill({ response, body: html });
      return;
    }
    if (
      url.pathname.startsWith('/assets/') &&
      url.pathname.endsWith('.js') &&
      !entryScripts.has(url.pathname)
    ) {
      sawHeld();
      await heldUntil;
    }
    await route.fallback();
  });
  return { firstHeld, letGo };
};

test.describe('a click before the app has taken the page over', () => {
  test('on a list tab opens its category: the tab is a link, which the browser follows', async ({ page }) => {
    const routeModules = await holdRouteModules(page);
    await page.goto('/home/infomation', { waitUntil: 'domcontentloaded' });
    // the entry runs and asks for the page's route modules, which do not arrive yet
    await routeModules.firstHeld;
    const tab = page.getByRole('tab', { name: '政策解读' });
    await tab.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started', 'true');
    routeModules.letGo();
    await expect(page).toHaveURL(/category=policy/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('政策解读');
  });

  test('on the search button, after typing, is answered once it has: the list searches for what was typed', async ({
    page,
  }) => {
    const routeModules = await holdRouteModules(page);
    await page.goto('/home/infomation', { waitUntil: 'domcontentloaded' });
    await routeModules.firstHeld;
    await page.getByPlaceholder('搜索资讯标题或摘要').fill('刺梨');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started', 'true');
    // held, not sent by the browser as a plain form
    expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();
    routeModules.letGo();
    await expect(page).toHaveURL((url) => url.searchParams.get('keyword') === '刺梨');
    await expect(page.getByPlaceholder('搜索资讯标题或摘要')).toHaveValue('刺梨');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("on the header's menu button is answered once it has: the drawer opens", async ({ page }) => {
      const routeModules = await holdRouteModules(page);
      await page.goto('/home/case', { waitUntil: 'domcontentloaded' });
      await routeModules.firstHeld;
      const toggle = page.getByRole('banner').getByRole('button', { name: '打开导航菜单' });
      await toggle.click();
      await expect(page.locator('html')).not.toHaveAttribute('data-app-started', 'true');
      await expect(page.getByRole('dialog', { name: '导航菜单' })).toHaveCount(0);
      routeModules.letGo();
      await expect(page.getByRole('dialog', { name: '导航菜单' })).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });
  });
});

/** Remembers where every control of the page is now (in `window.pressables`), to compare after the app takes over. */
const rememberPressables = (page: Page) =>
  page.evaluate(() => {
    const controls = [...document.querySelectorAll('#root :is(a[href], button, [role=tab], input)')];
    (window as unknown as { pressables: [Element, DOMRect][] }).pressables = controls.map((control) => [
      control,
      control.getBoundingClientRect(),
    ]);
    return controls.length;
  });

/** The remembered controls that are gone or not where they were, one line each. */
const movedPressables = (page: Page) =>
  page.evaluate(() => {
    const moved: string[] = [];
    for (const [control, was] of (window as unknown as { pressables: [Element, DOMRect][] }).pressables) {
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 20) ?? '';
      const now = control.getBoundingClientRect();
      if (!control.isConnected) moved.push(`${name}: drawn again`);
      else if ((['x', 'y', 'width', 'height'] as const).some((side) => Math.abs(now[side] - was[side]) > 0.5))
        moved.push(
          `${name}: ${was.x},${was.y} ${was.width}×${was.height} → ${now.x},${now.y} ${now.width}×${now.height}`,
        );
    }
    return moved;
  });

// The server cannot know the width or whether the visitor asked for less motion: whatever differs must differ by the
// stylesheet, or a control moves from under a press that started before the app took over (the banner's dots did: its
// pause button left after hydration for less motion; the ticker's grew to a phone's 44 px with the phone theme).
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`for a visitor ${reducedMotion === 'reduce' ? 'who asked' : 'who did not ask'} for less motion`, () => {
    test.use({ reducedMotion });

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      test(`every control stays where the server drew it when the app takes the page over, ${viewport.width} px`, async ({
        api,
        page,
      }) => {
        await page.setViewportSize(viewport);
        const { paths } = await samplePaths(api);
        for (const path of paths) {
          const routeModules = await holdRouteModules(page);
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          await routeModules.firstHeld;
          expect(await rememberPressables(page), path).toBeGreaterThan(5);
          routeModules.letGo();
          await expect(page.locator('html')).toHaveAttribute('data-app-started', 'true');
          // what the app changes once it has started (a re-render for the settings it now reads) is drawn by then
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          expect(await movedPressables(page), path).toEqual([]);
          await page.unrouteAll();
        }
      });
    }
  });
}

test("a reader's browser reads a server-rendered detail again on arrival, so the reader's view counts", async ({
  api,
  page,
}) => {
  const { newsId } = await samplePaths(api);
  const detailRead = page.waitForRequest(
    (request) => new URL(request.url()).pathname === NEWS_INFO && request.postDataJSON()?.newsId === newsId,
  );
  await page.goto(`/infomationDetail?newsId=${newsId}`);
  // the server's own read counted no view (apps/server: app-render.test.ts); this one is the reader's
  await detailRead;
  await expect(page.locator('article.article h1')).toBeVisible();
});
