import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, portalHeaders, type TestContext } from '../../../test/harness.ts';

let context: TestContext;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'rrsp-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>乡村振兴服务平台</title><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'index-Bx12cd34.js'), 'console.log(1)');
  await writeFile(
    path.join(dist, 'assets', 'vendor-Zz98yy76.js'),
    `export const words = ${JSON.stringify('乡村振兴'.repeat(2000))};`,
  );
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  context = await createTestContext({ WEB_DIST: dist });
});

afterAll(async () => {
  await context.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('serving the built web app', () => {
  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await context.app.inject({ url: '/assets/index-Bx12cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await context.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses what is worth compressing', async () => {
    const big = await context.app.inject({
      url: '/assets/vendor-Zz98yy76.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(Number(big.rawPayload.length)).toBeLessThan(24_000 / 4);
  });

  it('answers client routes with index.html so a reload keeps the page', async () => {
    for (const url of ['/', '/participants/service/publish', '/infomationDetail?newsId=1']) {
      const page = await context.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a path no page has with the portal (its 404 page) and status 404', async () => {
    for (const url of ['/no/such/page', '/servant/product', '/home/infomation/extra?x=1']) {
      const page = await context.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<div id="root">');
    }
  });

  it('keeps API misses and missing assets as 404s, never index.html', async () => {
    const api = await context.app.inject({
      url: '/basics/pc/unknown',
      headers: { ...html, ...portalHeaders() },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(404);
    const asset = await context.app.inject({ url: '/assets/missing-123.js', headers: html });
    expect(asset.statusCode).toBe(404);
  });
});
