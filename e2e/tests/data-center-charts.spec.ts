import { expect, test } from './support.ts';

/**
 * The data centre draws its figures first; the chart code (ECharts) loads when a chart's box comes within 200 px of
 * the viewport (issue 25, docs/decisions/034), the box keeping its size meanwhile. In a short phone window the first
 * chart is further down than that, so opening the page loads none of it until the reader scrolls down. (In a
 * 390 × 844 window the first chart's top is at the fold, and in 1440 × 900 the first row is on the first screen: there
 * the code loads at once, as it should.)
 */

const CHART_CODE = /\/assets\/(installCanvasRenderer|render-chart)-[\w-]{8}\.js$/;

test.use({ signedInAs: 'miaoling', viewport: { width: 390, height: 600 } });

test('in a short phone window the chart code waits until a chart comes near, and the chart box keeps its size', async ({
  page,
}) => {
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (CHART_CODE.test(new URL(request.url()).pathname)) chartCode.push(request.url());
  });
  await page.goto('/participants/data-center');
  await expect(page.getByText('累计浏览')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chartCode).toEqual([]);

  const canvas = page.getByRole('img', { name: /^产品与服务状态图表/ });
  const before = await canvas.boundingBox();
  expect(before?.height ?? 0).toBeGreaterThan(100);
  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => chartCode.length).toBeGreaterThan(0);
  await expect(canvas.locator('canvas')).toBeVisible();
  const after = await canvas.boundingBox();
  expect(after?.height).toBe(before?.height);
});
