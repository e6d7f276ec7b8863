import { expect, test } from './support.ts';

/**
 * The data centre's charts are drawn by the project's own SVG chart (components/chart), with the page: no chart
 * library is fetched (ECharts, about 150 KiB, was most of the page's script: issue 25, docs/decisions/034). Each chart
 * shows its tooltip under the pointer and under the keyboard's focus, and its legend switches a series off and on.
 */

const CHART_LIBRARY = /\/assets\/(installCanvasRenderer|render-chart|echarts)[\w-]*\.js$/;

test.use({ signedInAs: 'miaoling' });

test('the charts are drawn without a chart library, with tooltips for the pointer and the keyboard and a legend that switches series', async ({
  page,
}) => {
  const library: string[] = [];
  page.on('request', (request) => {
    if (CHART_LIBRARY.test(new URL(request.url()).pathname)) library.push(request.url());
  });
  await page.goto('/participants/data-center');
  const chart = page.getByRole('img', { name: /^产品与服务状态图表/ });
  await expect(chart).toBeVisible();
  const card = page.locator('.data-chart').filter({ has: chart });
  await expect(card.locator('svg.svg-chart__picture text', { hasText: '已上架' })).toBeVisible();

  // the pointer over the first column: its state and each kind's count
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  const tooltip = card.locator('.svg-chart__tooltip');
  await expect(tooltip).toContainText('已上架');
  await expect(tooltip).toContainText('产品');
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  // the keyboard: focus shows the first state, the arrow key the next
  await chart.focus();
  await expect(tooltip).toContainText('已上架');
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('待审核');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);

  // the legend: 服务 off takes its bars away, on brings them back
  const bars = card.locator('svg.svg-chart__picture > rect');
  const before = await bars.count();
  const service = card.getByRole('button', { name: '服务', exact: true });
  await service.click();
  await expect(service).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => bars.count()).toBeLessThan(before);
  await service.click();
  await expect.poll(() => bars.count()).toBe(before);

  // a screen reader has every value in a table
  await expect(card.locator('table th[scope="row"]').first()).toHaveText('已上架');

  await page.waitForLoadState('networkidle');
  expect(library).toEqual([]);
});

/**
 * What the first screen draws without antd's code for it (docs/decisions/034): the cards are Panels (no Card, no
 * Tabs), 粒度 is drawn as antd's Segmented until first used, the icon buttons' tooltips load when first pointed at, the
 * operators' filters are drawn as antd's Select until first used. A press on 按周 before its code is there still
 * chooses it, and the tooltip shows under the pointer as before.
 */
const FIRST_SCREEN_SPARED = /\/assets\/(tabs|card|select|segmented|tooltip)-[\w]{8}\.js$/;

test('the first screen loads no Card, Tabs, Select, Segmented or Tooltip; 粒度 and the tooltips work as before', async ({
  page,
}) => {
  const spared: string[] = [];
  page.on('request', (request) => {
    if (FIRST_SCREEN_SPARED.test(new URL(request.url()).pathname)) spared.push(request.url());
  });
  // the Segmented's code held back until released: the stand-in takes the press itself
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/segmented-field-picker-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/participants/data-center');
  await expect(page.getByRole('img', { name: /^产品与服务状态图表/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(spared).toEqual([]);

  const granularity = page.getByRole('radiogroup');
  await granularity.getByText('按周', { exact: true }).click();
  await expect(page).toHaveURL(/granularity=week/);
  await expect(granularity.getByRole('radio', { name: '按周' })).toBeChecked();
  await expect(page.locator('.ant-segmented')).toHaveCount(0);
  // once its code is there, antd's Segmented takes the stand-in's place with the choice made
  release();
  await expect(page.locator('.ant-segmented .ant-segmented-item-selected')).toHaveText('按周');

  const save = page.getByRole('button', { name: '保存图片：产品与服务状态' });
  await save.hover();
  const tooltip = page.locator('.ant-tooltip:not(.ant-tooltip-hidden)');
  await expect(tooltip).toHaveText('保存图片');
  const [tip, button] = [await tooltip.boundingBox(), await save.boundingBox()];
  expect(tip && button && tip.y + tip.height <= button.y + 1, 'the tooltip is above its button').toBe(true);
  await expect(save).toHaveAttribute('aria-describedby', /.+/);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
});
