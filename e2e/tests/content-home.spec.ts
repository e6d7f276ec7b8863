import type { APIRequestContext } from '@playwright/test';
import {
  apiData,
  CONTENT_KINDS,
  type ContentKind,
  type ContentSummary,
  contentClassesAnswer,
  type NewsSummary,
  type PageOf,
  waitForAppToStart,
} from './content-support.ts';
import { callApi, escapeRegExp, expect, keepScreenshot, test } from './support.ts';

/** packages/contract/src/datacollect/dashboard.ts */
interface CountData {
  settledEntities: number;
  serviceProviders: number;
  products: number;
  services: number;
  solutions: number;
  cases: number;
  deals: number;
  updatedAt: string;
  feeds: Record<
    'deals' | 'sales' | 'deliveries' | 'controlCenters',
    { sources: string[]; updatedAt: string | null }
  >;
  feedStaleHours: number;
}

interface SaleRankingRow {
  rank: number;
  productName: string;
  tenantName: string;
  regionName: string;
}

interface Delivery {
  deliveryNo: string;
  goods: string;
  quantity: string;
  fromName: string;
  toName: string;
  carrier: string;
}

interface ControlCenter {
  id: string;
  name: string;
  deliveriesToday: number;
}

interface PartnerPlatform {
  code: string;
  name: string;
}

/** The figures strip (figures-strip.tsx), in order, with each figure's unit. */
const FIGURES: {
  key: Exclude<keyof CountData, 'updatedAt' | 'feeds' | 'feedStaleHours'>;
  label: string;
  unit: string;
}[] = [
  { key: 'settledEntities', label: '入驻主体', unit: '家' },
  { key: 'serviceProviders', label: '服务商', unit: '家' },
  { key: 'products', label: '产品', unit: '个' },
  { key: 'services', label: '服务', unit: '项' },
  { key: 'solutions', label: '解决方案', unit: '个' },
  { key: 'cases', label: '合作案例', unit: '个' },
  { key: 'deals', label: '成交笔数', unit: '笔' },
];

/** What the API answers the figures strip's call (get-count-data.ts), the call the server draws the strip from. */
const countDataAnswer = (api: APIRequestContext) =>
  callApi<CountData>(api, 'GET', '/data-collect/search/dataCollect/getCountData');

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** apps/web/src/lib/format.ts formatFigure: exact below 100 000, then in 万 or 亿. */
const figureText = (value: number, unit: string): string => {
  const trim = (text: string) => text.replace(/\.?0+$/, '');
  if (value >= 1e8) return `${trim((value / 1e8).toFixed(2))}亿${unit}`;
  if (value >= 1e5) return `${trim((value / 1e4).toFixed(2))}万${unit}`;
  return `${grouped.format(value)}${unit}`;
};

/** Pixels of a canvas that are not fully transparent. */
const paintedPixels = (canvas: HTMLCanvasElement | SVGElement | HTMLElement): number => {
  if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0 || canvas.height === 0) return 0;
  const context = canvas.getContext('2d');
  if (!context) return 0;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let painted = 0;
  for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) painted += 1;
  return painted;
};

test('the home page shows every block with the data the API answered', async ({
  page,
  api,
  platformConfig,
}) => {
  // Nine blocks, a count-up, a lazily loaded map and a 4 000-pixel screenshot: more than the default minute on a
  // busy machine.
  test.setTimeout(120_000);
  const onePage = (kind: ContentKind) => `${CONTENT_KINDS[kind].base}/pcOnePageSolution`;
  await page.goto('/');
  await waitForAppToStart(page);
  // The server drew the blocks from these calls (the browser makes none of them on a full load): the test makes
  // each with the parameters the home page uses (features/*/api) and compares the blocks with the answers.
  const [news, counts, solutions, cases, solutionClasses, caseClasses, ranking, deliveries, centres] =
    await Promise.all([
      callApi<NewsSummary[]>(api, 'POST', '/basics/pc/news/homePageNews', { body: {} }),
      countDataAnswer(api),
      callApi<ContentSummary[]>(api, 'POST', onePage('solution'), { body: { pageSize: 4 } }),
      callApi<ContentSummary[]>(api, 'POST', onePage('case'), { body: { pageSize: 4 } }),
      contentClassesAnswer(api, 'solution'),
      contentClassesAnswer(api, 'case'),
      callApi<PageOf<SaleRankingRow>>(
        api,
        'GET',
        '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=1&pageNum=1&pageSize=12',
      ),
      callApi<Delivery[]>(api, 'GET', '/basics/qhyc/bigscreen/listDelivering'),
      callApi<ControlCenter[]>(api, 'GET', '/basics/qhyc/bigscreen/getControlCenterMap'),
    ]);
  await expect(page).toHaveTitle(platformConfig.platformName);
  await expect(page.locator('h1')).toHaveText(platformConfig.platformName);

  await test.step('资讯动态: the featured item and the dated list are the homePageNews answer', async () => {
    expect(news.length, 'seeded news').toBeGreaterThan(1);
    const block = page.locator('section[aria-labelledby="home-news-title"]');
    const first = news[0];
    if (!first) throw new Error('no news');
    await expect(block.getByText(first.title, { exact: true })).toBeVisible();
    const featured = news.find((item) => item.coverUrl) ?? first;
    await expect(block.locator('.home-news__featured-title')).toHaveText(featured.title);
    await expect(block.locator('.dated-item__title')).toHaveText(
      news
        .filter((item) => item !== featured)
        .slice(0, 6)
        .map((item) => item.title),
    );
  });

  await test.step('平台数据: every counter counts up to the getCountData figure', async () => {
    const strip = page.getByRole('region', { name: '平台数据' });
    await strip.scrollIntoViewIfNeeded();
    const items = strip.locator('.home-figures__item');
    await expect(items).toHaveCount(FIGURES.length);
    expect(counts.solutions, 'seeded solutions').toBe(20);
    for (const [index, figure] of FIGURES.entries()) {
      const item = items.nth(index);
      await expect(item.locator('.home-figures__label')).toHaveText(figure.label);
      // The count-up lands on the figure after 1.6 s; toHaveText waits for it.
      await expect(item.locator('.home-figures__value')).toHaveText(
        figureText(counts[figure.key], figure.unit),
      );
      await expect(item.locator('.visually-hidden')).toHaveText(
        `${figure.label} ${grouped.format(counts[figure.key])} ${figure.unit}`,
      );
    }
  });

  const contentBlocks = [
    { kind: 'solution', items: solutions, classes: solutionClasses.rows },
    { kind: 'case', items: cases, classes: caseClasses.rows },
  ] as const;
  for (const { kind, items, classes } of contentBlocks) {
    await test.step(`${CONTENT_KINDS[kind].title}: the cards, and a class tab switches to that class`, async () => {
      const block = page.locator(`section[aria-labelledby="home-${kind}-title"]`);
      await block.scrollIntoViewIfNeeded();
      expect(items.length).toBeGreaterThan(0);
      await expect(block.locator('.content-card__title')).toHaveText(items.map((item) => item.title));
      await expect(block.getByRole('tab')).toHaveText(['全部', ...classes.map((item) => item.name)]);

      // The class with the most items, so that its cards differ from 全部's.
      const chosen = [...classes].sort((a, b) => b.itemCount - a.itemCount)[0];
      if (!chosen || chosen.itemCount === 0) throw new Error(`no ${kind} class with items`);
      const classItems = apiData<ContentSummary[]>(
        page,
        onePage(kind),
        (params) => params.classId === chosen.id,
      );
      await block.getByRole('tab', { name: chosen.name, exact: true }).click();
      const shown = await classItems;
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((item) => item.classId === chosen.id)).toBe(true);
      await expect(block.getByRole('tab', { name: chosen.name, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(block.locator('.content-card__title')).toHaveText(shown.map((item) => item.title));
      await expect(block.locator('.content-card__class')).toHaveText(shown.map(() => chosen.name));
      await expect(block.locator('.section-heading__more')).toHaveAttribute(
        'href',
        `${CONTENT_KINDS[kind].listPath}?category=${chosen.id}`,
      );
    });
  }

  await test.step('农产品销售十二强: twelve rows in the order of the ranking answer', async () => {
    const card = page.locator('section[aria-labelledby="dash-ranking-title"]');
    await card.scrollIntoViewIfNeeded();
    expect(ranking.rows).toHaveLength(12);
    const rows = card.locator('tbody tr');
    await expect(rows).toHaveCount(12);
    await expect(rows.first().locator('.rank-table__product')).toHaveText(ranking.rows[0]?.productName ?? '');
    await expect(card.locator('.rank-table__product')).toHaveText(ranking.rows.map((row) => row.productName));
    await expect(card.locator('.rank-table__tenant')).toHaveText(ranking.rows.map((row) => row.tenantName));
    await expect(rows.first().getByRole('img', { name: '第 1 名（金牌）' })).toBeVisible();
  });

  await test.step('配送动态: the deliveries of listDelivering are in the ticker', async () => {
    const card = page.locator('section[aria-labelledby="dash-ticker-title"]');
    expect(deliveries.length, 'seeded deliveries').toBeGreaterThan(0);
    await expect(card.locator('.dash-card__note')).toHaveText(`正在配送 ${deliveries.length} 单`);
    // The list read out once (a second, aria-hidden copy makes the loop seamless).
    const list = card.getByRole('list', { name: '正在配送的订单' });
    await expect(list.locator('.ticker-row__goods')).toHaveText(
      deliveries.map((item) => `${item.goods}${item.quantity}`),
    );
    await expect(list.locator('.ticker-row__carrier')).toHaveText(deliveries.map((item) => item.carrier));
    const [first] = deliveries;
    await expect(list.locator('.ticker-row__route').first()).toHaveText(
      `${first?.fromName}→运往${first?.toName}`,
    );
  });

  await test.step('调度中心分布: the count and the centres, and the map canvas paints', async () => {
    const card = page.locator('section[aria-labelledby="dash-map-title"]');
    await card.scrollIntoViewIfNeeded();
    expect(centres.length, 'seeded control centres').toBe(17);
    const today = centres.reduce((sum, centre) => sum + centre.deliveriesToday, 0);
    await expect(card.locator('.dash-card__note')).toHaveText(
      `共 ${centres.length} 个调度中心，今日配送 ${grouped.format(today)} 单`,
    );
    const list = card.getByRole('list', { name: '调度中心列表' });
    await expect(list.getByRole('listitem')).toHaveCount(centres.length);
    for (const [index, centre] of centres.entries()) {
      await expect(list.getByRole('listitem').nth(index)).toContainText(centre.name);
    }
    // ECharts is loaded when the block comes near; the overlay (skeleton or failure) goes once it has drawn.
    const canvas = card.locator('.guizhou-map__canvas canvas').first();
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    await expect(card.locator('.guizhou-map__overlay')).toHaveCount(0);
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.height ?? 0).toBeGreaterThan(200);
    await expect
      .poll(() => canvas.evaluate(paintedPixels), { message: 'painted pixels of the map', timeout: 15_000 })
      .toBeGreaterThan(10_000);
  });

  await test.step('合作平台: the partner platforms of the configuration', async () => {
    const partners = (platformConfig.partnerPlatforms ?? []) as PartnerPlatform[];
    const block = page.locator('section[aria-labelledby="home-partners-title"]');
    await block.scrollIntoViewIfNeeded();
    if (partners.length === 0) {
      await expect(block).toContainText('合作平台正在洽谈接入中');
    } else {
      await expect(block.locator('.home-partners__name')).toHaveText(
        partners.map((partner) => new RegExp(`^${escapeRegExp(partner.name)}`)),
      );
    }
  });

  // Scroll through the page so that every lazy cover loads, and wait for them before the full-page screenshot.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // Lets the lazy images near the new scroll position start loading; nothing to wait for on the page itself.
    await page.waitForTimeout(50);
  }
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).length))
    .toBe(0);
  // Chromium's full-page capture briefly gives the map a 0×0 box, which makes ECharts throw (see the test below):
  // make the viewport as tall as the page instead and take it whole.
  await page.evaluate(() => window.scrollTo(0, 0));
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1440, height: pageHeight });
  await expect(page.locator('.guizhou-map__overlay')).toHaveCount(0);
  await keepScreenshot(page, 'home-full', { fullPage: false });
});

test('the control-centre map does not throw when its box shrinks to nothing', async ({ page }) => {
  // ECharts' geo layout throws in a 0×0 box (a hidden block, a squeezed window, Chromium's full-page capture);
  // the map only resizes to a real size.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const map = page.locator('.guizhou-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.guizhou-map__canvas canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(map.locator('.guizhou-map__overlay')).toHaveCount(0);

  await map.evaluate((element: HTMLElement) => {
    element.style.display = 'none';
  });
  // The ResizeObserver reports on the next frames; there is nothing on the page to wait for.
  await page.waitForTimeout(300);
  await map.evaluate((element: HTMLElement) => {
    element.style.display = '';
  });
  await expect(map.locator('.guizhou-map__canvas canvas').first()).toBeVisible();
  expect(errors, 'uncaught exceptions').toEqual([]);
});

/** Painted pixels in the outer `frame` pixels of a canvas: a map cut off at the box's edge paints there. */
const paintedOnEdges = (canvas: HTMLCanvasElement | SVGElement | HTMLElement, frame: number): number => {
  if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0 || canvas.height === 0) return -1;
  const context = canvas.getContext('2d');
  if (!context) return -1;
  const { width, height } = canvas;
  const { data } = context.getImageData(0, 0, width, height);
  let painted = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const onEdge = x < frame || y < frame || x >= width - frame || y >= height - frame;
      if (onEdge && (data[(y * width + x) * 4 + 3] ?? 0) > 0) painted += 1;
    }
  }
  return painted;
};

test('the map shows the whole province inside its box, and follows the box when the window resizes', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const map = page.locator('.guizhou-map');
  await map.scrollIntoViewIfNeeded();
  const canvas = map.locator('.guizhou-map__canvas canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  await expect(map.locator('.guizhou-map__overlay')).toHaveCount(0);

  for (const width of [1440, 1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    // ECharts redraws into a canvas of the box's new size.
    await expect
      .poll(() =>
        map.evaluate((element: HTMLElement) => {
          const drawn = element.querySelector('canvas');
          return drawn ? Math.abs(drawn.getBoundingClientRect().width - element.clientWidth) : -1;
        }),
      )
      .toBeLessThanOrEqual(1);
    await expect
      .poll(() => canvas.evaluate(paintedPixels), {
        message: `painted pixels at ${width} px`,
        timeout: 15_000,
      })
      .toBeGreaterThan(10_000);
    await expect
      .poll(() => canvas.evaluate(paintedOnEdges, 3), {
        message: `the outline reaches the edge at ${width} px`,
      })
      .toBe(0);
  }
});

test('the banner keeps its arrows clear of the text and buttons on every slide', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const overlaps = () =>
    page.evaluate(() => {
      const pager = document.querySelector('.home-banner__pager')?.getBoundingClientRect();
      const figures = document.querySelector('.home-figures')?.getBoundingClientRect();
      const slide = document.querySelector('.home-banner__slide.is-active');
      if (!pager || !figures || !slide) return ['banner parts missing'];
      const parts = [
        ...slide.querySelectorAll('.home-banner__eyebrow, .home-banner__title, .home-banner__slogan'),
        ...slide.querySelectorAll('.home-banner__actions > *'),
      ];
      const found: string[] = [];
      for (const part of parts) {
        const box = part.getBoundingClientRect();
        const crosses = (other: DOMRect) =>
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom;
        const name = part.textContent?.trim() ?? part.className;
        if (crosses(pager)) found.push(`${name} under the arrows`);
        if (crosses(figures)) found.push(`${name} under the figures strip`);
      }
      return found;
    });

  for (const width of [1440, 1280, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    for (const slide of [1, 2, 3]) {
      await page.getByRole('button', { name: `显示第 ${slide} 张` }).click();
      await expect(page.getByRole('button', { name: `显示第 ${slide} 张` })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(await overlaps(), `slide ${slide} at ${width} px`).toEqual([]);
    }
  }
});

test.describe('a signed-in participant', () => {
  test.use({ signedInAs: 'miaoling' });

  test('finds as many products and services as the home counts, and sees where the fed figure came from', async ({
    page,
    api,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    // The strip the server drew (for a visitor: the figures are the same for everyone) from this call.
    const counts = await countDataAnswer(api);
    const strip = page.getByRole('region', { name: '平台数据' });
    await strip.scrollIntoViewIfNeeded();
    for (const key of ['products', 'services'] as const) {
      const figure = FIGURES.find((item) => item.key === key);
      if (!figure) throw new Error(`no figure ${key}`);
      await expect(
        strip.getByText(`${figure.label} ${grouped.format(counts[key])} ${figure.unit}`),
      ).toBeAttached();
    }
    // the demo's deals are fed: the strip names the source and the time it reported
    expect(counts.feeds.deals.sources).toEqual(['演示数据']);
    await expect(strip.locator('.feed-note')).toContainText(
      /成交笔数 · 来源：演示数据 · 更新于 \d+月\d+日 \d{2}:\d{2}/,
    );

    // the lists a signed-in user opens show the same totals (共 N 条 under each)
    for (const [address, key] of [
      ['/participants/product/search', 'products'],
      ['/participants/service', 'services'],
    ] as const) {
      await page.goto(address);
      await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${counts[key]} 条`);
    }
  });
});
