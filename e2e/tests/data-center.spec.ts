import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { openDatabase } from './content-support.ts';
import { asUser } from './shelf-support.ts';
import { browserAs, callApi, expect, keepScreenshot, test, testToken } from './support.ts';

/**
 * The data centre (issue 22): a chart saved as a picture with a white background and its Chinese title, its data as
 * CSV and as typed Excel; a large export run in the background with its progress on the live channel, the
 * 「导出完成」 message, the download, another tenant's user refused, and the link dead once the export expires.
 */

const FARM = 'miaoling';
const FARM_NAME = '雷山县苗岭茶叶种植专业合作社';

/** Today in China, and the day a year before it: the range the demo's sales fall in. */
const chinaDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const saved = async (download: Download): Promise<Buffer> => {
  const file = await download.path();
  return readFile(file);
};

const readWorkbook = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

/** Pixels of a PNG, RGBA. */
const pixelsOf = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 4;
    return [data[offset], data[offset + 1], data[offset + 2], data[offset + 3]];
  };
  return { info, at, data };
};

/**
 * How much of the picture's title strip matches the same text drawn in this browser with the page's font (1: all of
 * it), and whether two different characters are drawn differently there (boxes for missing glyphs are all alike).
 */
const titleMatch = (page: Page, png: Buffer, text: string) =>
  page.evaluate(
    async ({ base64, text }) => {
      // decoded here: the page's content security policy does not let it fetch a data: address
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const picture = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const scale = 2;
      const family = getComputedStyle(document.body).fontFamily;
      const draw = (what: string) => {
        const canvas = document.createElement('canvas');
        canvas.width = 400 * scale;
        canvas.height = 40 * scale;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.scale(scale, scale);
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 400, 40);
        context.font = `600 16px ${family}`;
        context.fillStyle = 'rgba(0, 0, 0, 0.88)';
        context.textBaseline = 'middle';
        context.fillText(what, 0, 20);
        return { canvas, width: Math.ceil(context.measureText(what).width * scale) };
      };
      const inkOf = (source: CanvasImageSource, x: number, y: number, width: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = 40 * scale;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(source, x, y, width, 40 * scale, 0, 0, width, 40 * scale);
        const { data } = context.getImageData(0, 0, width, 40 * scale);
        const ink: boolean[] = [];
        for (let i = 0; i < data.length; i += 4) ink.push((data[i] ?? 255) < 128);
        return ink;
      };
      const reference = draw(text);
      // the helper draws the title 16 px in from the left and the top, in a 40 px strip
      const drawn = inkOf(picture, 16 * scale, 16 * scale, reference.width);
      const expected = inkOf(reference.canvas, 0, 0, reference.width);
      const inked = expected.filter(Boolean).length;
      const agreeing = expected.filter((value, index) => value && drawn[index]).length;
      const strays = drawn.filter((value, index) => value && !expected[index]).length;
      const first = draw(text.slice(0, 1));
      const second = draw(text.slice(1, 2));
      const a = inkOf(first.canvas, 0, 0, first.width);
      const b = inkOf(second.canvas, 0, 0, first.width);
      return {
        inked,
        match: agreeing / Math.max(1, inked),
        strays: strays / Math.max(1, inked),
        glyphsDiffer: a.some((value, index) => value !== b[index]),
      };
    },
    { base64: png.toString('base64'), text },
  );

test.describe('数据中心 (miaoling)', () => {
  test.use({ signedInAs: FARM });

  test('a chart is saved as a white PNG with its Chinese title, and its data as CSV and typed Excel', async ({
    page,
    api,
  }) => {
    const from = chinaDay(-364);
    const to = chinaDay();
    const farm = await asUser(api, FARM);
    const figures = await farm.call<{ sales: { amount: number; count: number }; periods: string[] }>(
      'GET',
      `/basics/pc/data-center/figures?from=${from}&to=${to}&granularity=month`,
    );
    expect(figures.sales.count, 'the demo tenant has sales in the last year').toBeGreaterThan(0);

    await page.goto(`/participants/data-center?from=${from}&to=${to}&granularity=month`);
    await expect(page.locator('h1')).toHaveText('数据中心');
    const salesCard = page.locator('.data-chart').filter({ has: page.getByRole('img', { name: /销售额/ }) });
    await salesCard.scrollIntoViewIfNeeded();
    await expect(salesCard.locator('svg.svg-chart__picture')).toBeVisible();
    await keepScreenshot(page, 'data-center-participant');

    const [picture] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '保存图片：销售额' }).click(),
    ]);
    expect(picture.suggestedFilename()).toBe(`销售额-${from}至${to}.png`);
    const png = await saved(picture);
    const { info, at, data } = await pixelsOf(png);
    for (const [x, y] of [
      [0, 0],
      [info.width - 1, 0],
      [0, info.height - 1],
      [info.width - 1, info.height - 1],
    ] as const) {
      expect(at(x, y), `corner ${x},${y} is opaque white`).toEqual([255, 255, 255, 255]);
    }
    let transparent = 0;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) < 255) transparent += 1;
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1;
    }
    expect(transparent, 'no pixel is transparent').toBe(0);
    expect(coloured, 'the chart’s bars and lines are in the picture').toBeGreaterThan(500);
    const title = await titleMatch(page, png, '销售额');
    expect(title.glyphsDiffer, 'Chinese characters are drawn, not boxes').toBe(true);
    expect(title.inked).toBeGreaterThan(50);
    expect(title.match, 'the title 销售额 is in the picture as the page draws it').toBeGreaterThan(0.9);
    expect(title.strays).toBeLessThan(0.1);

    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 CSV：销售额' }).click(),
    ]);
    expect(csvFile.suggestedFilename()).toBe(`销售额-${from}至${to}.csv`);
    const csv = (await saved(csvFile)).toString('utf8');
    expect(csv.startsWith('\ufeff周期,销售额（元）,销售笔数\r\n')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(figures.periods.length);
    const amount = lines.reduce((total, line) => total + Number(line.split(',')[1]), 0);
    expect(amount).toBeCloseTo(figures.sales.amount, 2);

    const [excelFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 Excel：销售额' }).click(),
    ]);
    const sheet = (await readWorkbook(await saved(excelFile))).worksheets[0];
    expect(sheet?.name).toBe('销售额');
    expect(sheet?.getRow(1).values).toEqual([undefined, '周期', '销售额（元）', '销售笔数']);
    const first = sheet?.getRow(2);
    const period = first?.getCell(1).value;
    expect(period).toBeInstanceOf(Date);
    expect((period as Date).toISOString().slice(0, 10)).toBe(figures.periods[0]);
    expect(typeof first?.getCell(2).value).toBe('number');
    expect(typeof first?.getCell(3).value).toBe('number');
  });

  test('a large export runs in the background with its progress, ends with 「导出完成」 and downloads; another tenant cannot open it, and it stops working once it expires', async ({
    page,
    api,
    browser,
    baseURL,
    diagnostics,
  }) => {
    test.setTimeout(240_000);
    const rows = 120_000;
    const database = await openDatabase();
    const other = `e2e_dc_${randomUUID().slice(0, 8)}`;
    try {
      // a cooperative's shop feeds its sales every few minutes: a March of 2025 that is large enough for a job
      await database.query(
        `INSERT INTO sale_records (source_app, external_id, product_name, tenant_name, region_name, channel, amount,
           quantity, unit, sold_at)
         SELECT 'e2e-shop', 'e2e-dc-' || n, '雷山银球茶（特级）', $1, '黔东南州雷山县', 'sale-room',
           round((50 + (n % 400))::numeric, 2), 1 + n % 5, '盒',
           timestamptz '2025-03-01 00:00:00+08' + make_interval(secs => n * 22)
         FROM generate_series(1, $2::int) AS n
         ON CONFLICT DO NOTHING`,
        [FARM_NAME, rows],
      );
      // a user of another settled participant
      const tenant = await database.query<{ id: string }>(
        `INSERT INTO tenants (name, credit_code, roles, status, settled_at)
         VALUES ($1, $2, '{participant}', 'approved', now()) RETURNING id`,
        [
          `丹寨县测试种植专业合作社${other.slice(-4)}`,
          `93522636MA${randomUUID().slice(0, 7).toUpperCase()}X`,
        ],
      );
      const user = await database.query<{ id: string }>(
        `INSERT INTO users (username, nick_name, mobile, operator_roles, status)
         VALUES ($1, '丹寨 · 测试', $2, '{}', 'active') RETURNING id`,
        [other, `1390000${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`],
      );
      await database.query(
        'INSERT INTO tenant_members (tenant_id, user_id, is_admin) VALUES ($1, $2, true)',
        [tenant.rows[0]?.id, user.rows[0]?.id],
      );
    } finally {
      await database.end();
    }

    const progress: { id: string; done: number; total: number }[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as {
          type: string;
          id: string;
          done: number;
          total: number;
        };
        if (frame.type === 'progress') progress.push(frame);
      }),
    );
    await page.goto('/participants/data-center?from=2025-03-01&to=2025-03-31&granularity=day');
    await expect(page.locator('h1')).toHaveText('数据中心');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.liveTransport ?? ''))
      .toBe('websocket');

    await page.getByRole('button', { name: '下载 Excel：销售明细' }).click();
    await expect(
      page.getByText(`数据量较大（${rows.toLocaleString('en-US')} 行），正在后台导出`),
    ).toBeVisible();
    await expect(page.getByTestId('export-progress').first()).toBeVisible();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: '导出完成' })).toBeVisible({
      timeout: 120_000,
    });

    const exportId = progress[0]?.id ?? '';
    expect(exportId).toMatch(/^[0-9a-f-]{36}$/);
    expect(progress.every((frame) => frame.id === exportId && frame.total === rows)).toBe(true);
    expect(
      progress.some((frame) => frame.done > 0 && frame.done < rows),
      'progress was told on the way',
    ).toBe(true);
    expect(progress.at(-1)?.done).toBe(rows);

    const farm = await asUser(api, FARM);
    const inbox = await farm.call<{ rows: { kind: string; title: string; link: string | null }[] }>(
      'GET',
      '/basics/pc/message/list?kind=export.ready',
    );
    expect(inbox.rows[0]).toMatchObject({
      title: '导出完成',
      link: `/participants/data-center?export=${exportId}`,
    });

    // the message's link: the export first, with 下载
    await page.goto(`/participants/data-center?export=${exportId}`);
    const notice = page.locator('.data-exports__notice');
    await expect(notice).toContainText('导出完成');
    const [workbookFile] = await Promise.all([
      page.waitForEvent('download'),
      notice.getByRole('button', { name: /^下载：/ }).click(),
    ]);
    expect(workbookFile.suggestedFilename()).toBe('销售明细-2025-03-01至2025-03-31.xlsx');
    const sheet = (await readWorkbook(await saved(workbookFile))).worksheets[0];
    expect(sheet?.rowCount).toBe(rows + 1);
    const newest = sheet?.getRow(2);
    expect(newest?.getCell(1).value).toBeInstanceOf(Date);
    expect(newest?.getCell(3).value).toBe(FARM_NAME);
    expect(newest?.getCell(5).value).toBe('展销厅');
    expect(typeof newest?.getCell(6).value).toBe('number');
    await keepScreenshot(page, 'data-center-export-ready');

    // another tenant's user: neither the page nor the call gives it
    const stranger = await browserAs(browser, api, baseURL, other);
    try {
      await stranger.page.goto(`/participants/data-center?export=${exportId}`);
      await expect(stranger.page.getByText('未找到这份导出，可能已过期或不属于当前主体')).toBeVisible();
      const strangerUser = await asUser(api, other);
      const refused = await strangerUser.raw('/basics/pc/data-center/export/link', { exportId });
      expect(refused.status).toBe(404);
    } finally {
      await stranger.context.close();
    }

    // a link taken now stops working with the export (about a minute on this server: EXPORT_TTL_HOURS)
    const link = await farm.call<{ url: string }>('POST', '/basics/pc/data-center/export/link', { exportId });
    const listed = await farm.call<{ rows: { expiresAt: string }[] }>(
      'GET',
      `/basics/pc/data-center/export/list?exportId=${exportId}`,
    );
    const expiresAt = Date.parse(listed.rows[0]?.expiresAt ?? '');
    expect((await api.get(link.url)).status()).toBe(200);
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1_500);
    expect((await api.get(link.url)).status()).toBe(403);
    const late = await farm.raw('/basics/pc/data-center/export/link', { exportId });
    expect(late).toMatchObject({ status: 410, body: { msg: '导出文件已过期，请重新导出' } });

    diagnostics.expectFailedResponse((response) => response.url().includes('/data-center/export/link'));
    await page.reload();
    const row = page.getByTestId(`export-row-${exportId}`);
    await expect(row).toContainText('已过期');
    await expect(row.getByRole('button', { name: /^下载：/ })).toHaveCount(0);
  });
});

test.describe('运营数据中心 (yunying)', () => {
  test.use({ signedInAs: 'yunying' });

  test('the platform-wide view narrows to one tenant and shows only its figures', async ({ page, api }) => {
    const from = chinaDay(-364);
    const to = chinaDay();
    const operator = { token: testToken('yunying') };
    const all = await callApi<{
      views: { total: number };
      options: { tenants: { tenantId: string; name: string }[] };
    }>(api, 'GET', `/basics/pc/admin/data-center/figures?from=${from}&to=${to}&granularity=month`, operator);
    const farm = all.options.tenants.find((tenant) => tenant.name === FARM_NAME);
    expect(farm).toBeDefined();
    const own = await asUser(api, FARM);
    const farmFigures = await own.call<{ views: { total: number } }>(
      'GET',
      `/basics/pc/data-center/figures?from=${from}&to=${to}&granularity=month`,
    );
    expect(all.views.total).toBeGreaterThan(farmFigures.views.total);

    await page.goto(`/admin/data-center?from=${from}&to=${to}&granularity=month&tenantId=${farm?.tenantId}`);
    await expect(page.locator('h1')).toHaveText('数据中心');
    await expect(page.getByTestId('figure-views')).toContainText(
      farmFigures.views.total.toLocaleString('en-US'),
    );
    await keepScreenshot(page, 'data-center-platform');
  });
});
