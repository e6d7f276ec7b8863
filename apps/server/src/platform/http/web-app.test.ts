import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
  // what the build writes beside each asset (a marker tells the precompressed copy from compression per request)
  const styles = `body{color:green}/*${'x'.repeat(2000)}*/`;
  await writeFile(path.join(dist, 'assets', 'index-Cc56ee78.css'), styles);
  await writeFile(path.join(dist, 'assets', 'index-Cc56ee78.css.br'), brotliCompressSync(`${styles}/*br*/`));
  await writeFile(path.join(dist, 'assets', 'index-Cc56ee78.css.gz'), gzipSync(`${styles}/*gz*/`));
  // a stale compressed copy of index.html must never stand in for the page
  await writeFile(
    path.join(dist, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>旧版本</title>'),
  );
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
    for (const url of ['/participants/service/publish', '/entry?redirect=%2F', '/about']) {
      const page = await context.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    // the public pages come filled in by the server (modules/portal/pages), still on the same index.html
    for (const url of ['/', '/home/infomation']) {
      const page = await context.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root"><div class="layout layout--main"');
    }
  });

  it('answers a path no page has with the portal (its 404 page), status 404 and noindex', async () => {
    for (const url of ['/no/such/page', '/servant/product', '/home/infomation/extra?x=1']) {
      const page = await context.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.body, url).toContain('<meta name="robots" content="noindex">');
      expect(page.body, url).toContain('<title>乡村振兴服务平台</title>');
    }
  });

  it("sends the build's precompressed copies of assets as they are", async () => {
    const br = await context.app.inject({
      url: '/assets/index-Cc56ee78.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/css');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/*br*/');
    const gzip = await context.app.inject({
      url: '/assets/index-Cc56ee78.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await context.app.inject({ url: '/assets/index-Cc56ee78.css' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).not.toContain('/*br*/');
  });

  it('reads index.html itself for pages, never a compressed copy beside it', async () => {
    for (const url of ['/participants/service/publish', '/no/such/page', '/']) {
      const page = await context.app.inject({ url, headers: { ...html, 'accept-encoding': 'br' } });
      const body =
        page.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(page.rawPayload).toString()
          : page.body;
      expect(body, url).toContain('<div id="root">');
      expect(body, url).not.toContain('旧版本');
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
