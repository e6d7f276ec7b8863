/**
 * Page weight benchmark: what a first visit downloads before the page is interactive (load event + network idle),
 * against the real server with its seeded data, in Debian's Chromium with a cold cache.
 *
 *   npm run build --workspace @rrsp/web && npm run web --workspace @rrsp/bench [-- /path ...]
 *
 * For each page: JavaScript and CSS (count, raw bytes, gzip -9 bytes, or the served encoded size when the server
 * compresses), and the total transfer of every response. BENCH_PAGES (comma-separated) or arguments choose pages;
 * `/path@user` opens a page signed in as that demo user (a test token: the server starts with TEST_TOKENS=true).
 * By default: `/`, the news list, the newest news item's detail and the service centre (as the participant
 * miaoling: the service centre belongs to the signed-in work area).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Response } from '@playwright/test';
import {
  formatBytes,
  PORTAL_HEADERS,
  printTable,
  repoRoot,
  startServer,
  timestamp,
  webDist,
  withCleanup,
} from '../lib/server.ts';

const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A page to open: its path, and the demo user it is opened as (none: a visitor). */
interface PageSpec {
  path: string;
  signedInAs?: string;
}

/** `/participants/service@miaoling` → that path, signed in as miaoling. */
const parsePage = (text: string): PageSpec => {
  const at = text.lastIndexOf('@');
  return at > 0 ? { path: text.slice(0, at), signedInAs: text.slice(at + 1) } : { path: text };
};

const chosenPages = (() => {
  const fromArgs = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  if (fromArgs.length > 0) return fromArgs.map(parsePage);
  const fromEnv = process.env.BENCH_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return fromEnv && fromEnv.length > 0 ? fromEnv.map(parsePage) : undefined;
})();

/** The web app's localStorage root key (apps/web/src/lib/storage.ts). */
const STORAGE_ROOT_KEY = 'rrsp';
const NEWS_DETAIL_PATH = '/infomationDetail';
const SERVICE_CENTRE = { path: '/participants/service', signedInAs: 'miaoling' } as const;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API the way the portal does (its appKey and endpointCode), optionally as a demo user. */
const callApi = async <T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  apiPath: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl}${apiPath}`, {
    method,
    headers: {
      ...PORTAL_HEADERS,
      ...(options.token ? { Authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${method} ${apiPath}：${envelope.code} ${envelope.msg}`);
  return envelope.data;
};

/** The default pages: home, the news list, a real news detail (the newest item) and the service centre. */
const defaultPages = async (baseUrl: string): Promise<PageSpec[]> => {
  const news = await callApi<{ rows: { newsId: string }[] }>(baseUrl, 'POST', '/basics/pc/news/list', {
    body: { pageNum: 1, pageSize: 1 },
  });
  const newsId = news.rows[0]?.newsId;
  if (!newsId) throw new Error('演示数据中没有资讯，无法测量资讯详情页');
  return [
    { path: '/' },
    { path: '/home/infomation' },
    { path: `${NEWS_DETAIL_PATH}?${new URLSearchParams({ newsId })}` },
    SERVICE_CENTRE,
  ];
};

/** What the web app stores after signing in: a test token and the user's first tenant. */
const storageStateFor = async (baseUrl: string, username: string) => {
  const token = `test:${username}`;
  const user = await callApi<{ tenants: { tenantId: string }[] }>(baseUrl, 'GET', '/basics/user', { token });
  const tenantId = user.tenants[0]?.tenantId;
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          {
            name: STORAGE_ROOT_KEY,
            value: JSON.stringify({
              token: { v: token },
              ...(tenantId ? { tenantId: { v: tenantId } } : {}),
            }),
          },
        ],
      },
    ],
  };
};

type Kind = 'js' | 'css' | 'document' | 'api' | 'image' | 'font' | 'other';

interface ResourceRecord {
  url: string;
  kind: Kind;
  status: number;
  /** Decoded body bytes. */
  rawBytes: number;
  /** The body as gzip -9 would send it (computed here), or as served when the server already compressed it. */
  gzipBytes: number;
  contentEncoding: string | null;
  /** Encoded body + response headers as they went over the wire. */
  transferBytes: number;
  /** Milliseconds from navigation start to the end of the response. */
  finishedAtMs: number;
}

const kindOf = (response: Response): Kind => {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || contentType.includes('javascript')) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (type === 'document') return 'document';
  if (type === 'fetch' || type === 'xhr') return 'api';
  if (type === 'image') return 'image';
  if (type === 'font') return 'font';
  return 'other';
};

interface PageResult {
  path: string;
  signedInAs?: string;
  loadEventMs: number;
  interactiveMs: number;
  resources: ResourceRecord[];
  totals: Record<
    'js' | 'css' | 'all',
    { count: number; rawBytes: number; gzipBytes: number; transferBytes: number }
  >;
  lateResponses: number;
}

const measure = async (browser: Browser, baseUrl: string, spec: PageSpec): Promise<PageResult> => {
  const pagePath = spec.path;
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...(spec.signedInAs ? { storageState: await storageStateFor(baseUrl, spec.signedInAs) } : {}),
  });
  const page = await context.newPage();
  const records: Promise<ResourceRecord | undefined>[] = [];
  let recording = true;
  let lateResponses = 0;
  const started = Date.now();

  page.on('response', (response) => {
    if (!recording) {
      lateResponses += 1;
      return;
    }
    records.push(
      (async () => {
        const status = response.status();
        if (status >= 300 && status < 400) return undefined;
        const body = await response.body().catch(() => Buffer.alloc(0));
        await response.finished();
        const finishedAtMs = Date.now() - started;
        const sizes = await response.request().sizes();
        const contentEncoding = response.headers()['content-encoding'] ?? null;
        return {
          url: response.url(),
          kind: kindOf(response),
          status,
          rawBytes: body.length,
          gzipBytes: contentEncoding ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length,
          contentEncoding,
          transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          finishedAtMs,
        } satisfies ResourceRecord;
      })(),
    );
  });

  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
  const loadEventMs = Date.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const interactiveMs = Date.now() - started;
  recording = false;
  const resources = (await Promise.all(records)).filter(
    (record): record is ResourceRecord => record !== undefined,
  );
  await context.close();

  const total = (list: ResourceRecord[]) => ({
    count: list.length,
    rawBytes: list.reduce((sum, r) => sum + r.rawBytes, 0),
    gzipBytes: list.reduce((sum, r) => sum + r.gzipBytes, 0),
    transferBytes: list.reduce((sum, r) => sum + r.transferBytes, 0),
  });
  return {
    path: pagePath,
    ...(spec.signedInAs ? { signedInAs: spec.signedInAs } : {}),
    loadEventMs,
    interactiveMs,
    resources,
    totals: {
      js: total(resources.filter((r) => r.kind === 'js')),
      css: total(resources.filter((r) => r.kind === 'css')),
      all: total(resources),
    },
    lateResponses,
  };
};

const printPage = (result: PageResult, baseUrl: string) => {
  console.log(
    `\n${result.path}${result.signedInAs ? `（登录用户 ${result.signedInAs}）` : ''}  （load 事件 ${result.loadEventMs} ms，网络空闲 ${result.interactiveMs} ms）`,
  );
  const rows = [
    ['', 'files', 'raw', 'gzip -9', 'transferred'],
    ...(['js', 'css', 'all'] as const).map((kind) => {
      const t = result.totals[kind];
      return [
        kind === 'all' ? 'all responses' : kind.toUpperCase(),
        String(t.count),
        formatBytes(t.rawBytes),
        formatBytes(t.gzipBytes),
        formatBytes(t.transferBytes),
      ];
    }),
  ];
  printTable(rows, '  ');

  const scripts = result.resources.filter((r) => r.kind === 'js').sort((a, b) => b.rawBytes - a.rawBytes);
  console.log('  JavaScript before interactive:');
  for (const script of scripts) {
    console.log(
      `    ${formatBytes(script.rawBytes).padStart(10)}  gzip ${formatBytes(script.gzipBytes).padStart(10)}  ${script.url.replace(baseUrl, '')}`,
    );
  }
  const compressed = result.resources.some((r) => r.contentEncoding);
  if (!compressed) console.log('  （服务端未压缩响应：gzip 列为本地 gzip -9 的结果）');
};

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(
    `未找到 ${path.relative(process.cwd(), webDist)}/index.html：请先运行 npm run build --workspace @rrsp/web`,
  );
  process.exit(1);
}

await withCleanup(async (register) => {
  console.log('启动服务（全新临时数据目录）…');
  // Test tokens open the service centre as a demo user without an SMS sign-in (docs/decisions/004).
  const server = await startServer({ label: 'web', env: { TEST_TOKENS: 'true' } });
  register(server.stop);
  const pages = chosenPages ?? (await defaultPages(server.url));
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  register(() => browser.close());

  const results: PageResult[] = [];
  for (const spec of pages) {
    const result = await measure(browser, server.url, spec);
    results.push(result);
    printPage(result, server.url);
  }

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `web-${timestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'web',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        browser: browser.version(),
        pages: results.map((result) => ({
          ...result,
          resources: result.resources.map((r) => ({ ...r, url: r.url.replace(server.url, '') })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n结果已写入 ${path.relative(process.cwd(), file)}`);
});
process.exit(0);
