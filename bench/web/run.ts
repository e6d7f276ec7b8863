/**
 * Page weight benchmark: for every page of the page table, what a first visit downloads before the page is
 * interactive (load event + network idle) and how long the main thread blocks it (Total Blocking Time), against the
 * real server with its seeded data, in Debian's Chromium with a cold cache, against the budget of issue 25.
 *
 *   npm run build --workspace @rrsp/web && npm run bench:web [-- /path ...]
 *
 * Each page is opened by the demo user it is for (a test token: the server starts with TEST_TOKENS=true), detail
 * pages with a real id from the demo data (page-list.ts). BENCH_PAGES (comma-separated) or arguments choose pages
 * instead: a page table key (`admin.shelfReview`) opens that page as the bench's table does (its user, a real id),
 * `/path@user` an address signed in as that demo user. BENCH_FILES=1 lists every script of every page.
 * WEB_DIST measures another build than apps/web/dist. A benchmark, not a test: it exits 0 whatever the budget says,
 * and records the pages over budget in its JSON result.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { type Browser, chromium, type Page, type Response } from '@playwright/test';
import {
  formatBytes,
  printTable,
  repoRoot,
  startServer,
  timestamp,
  webDist,
  withCleanup,
} from '../lib/server.ts';
import { type BlockingTime, blockingTime, type PageTimings } from './blocking-time.ts';
import { type BenchPage, demoUser, everyPage, parsePage } from './page-list.ts';

/** Issue 25: JavaScript before interactive as served, and Total Blocking Time. */
const BUDGET = { jsBytes: 250 * 1024, tbtMs: 150 } as const;
/** How long to wait, after network idle, for the 5 s quiet window that fixes Time to Interactive. */
const MAX_QUIET_WAIT_MS = 30_000;

const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * The pages asked for, as given: an address (`/path@user`) is opened as it is; a page table key (`admin.shelfReview`)
 * is the table's page, with its user and, for a detail, a real id. None: every page of the table.
 */
const chosenPages = (() => {
  const fromArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  if (fromArgs.length > 0) return fromArgs;
  const fromEnv = process.env.BENCH_PAGES?.split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  return fromEnv && fromEnv.length > 0 ? fromEnv : undefined;
})();

const pagesToOpen = async (baseUrl: string): Promise<BenchPage[]> => {
  const table = chosenPages?.every((page) => page.startsWith('/')) ? [] : await everyPage(baseUrl);
  if (!chosenPages) return table;
  return chosenPages.map((page) => {
    if (page.startsWith('/')) return parsePage(page);
    const found = table.find((entry) => entry.key === page);
    if (!found)
      throw new Error(`页面表中没有 ${page}（可用：${table.map((entry) => entry.key).join('、')}）`);
    return found;
  });
};
const listFiles = process.env.BENCH_FILES === '1';

/** The web app's localStorage root key (apps/web/src/lib/storage.ts). */
const STORAGE_ROOT_KEY = 'rrsp';

/** What the web app stores after signing in (e2e/tests/support.ts signedInState): a test token and the first tenant. */
const storageStateFor = async (baseUrl: string, username: string) => {
  const user = await demoUser(baseUrl, username);
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          {
            name: STORAGE_ROOT_KEY,
            value: JSON.stringify({
              token: { v: user.token },
              ...(user.tenantId ? { tenantId: { v: user.tenantId } } : {}),
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
  /** The body as it came over the wire (brotli when the server sent its precompressed `.br`). */
  servedBytes: number;
  contentEncoding: string | null;
  /** The body as gzip -9 would send it (computed here). */
  gzipBytes: number;
  /** The body as brotli quality 11 would send it (computed here, scripts only: what the build's `.br` holds). */
  brotliBytes?: number;
  /** Encoded body + response headers as they went over the wire. */
  transferBytes: number;
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

interface Totals {
  count: number;
  rawBytes: number;
  servedBytes: number;
  gzipBytes: number;
  transferBytes: number;
}

interface PageResult {
  key?: string;
  path: string;
  signedInAs?: string;
  /** Where the page ended up (a guard that sent the user elsewhere shows here). */
  landedOn: string;
  loadEventMs: number;
  interactiveMs: number;
  firstContentfulPaintMs: number | undefined;
  blocking: BlockingTime & { longTasks: number };
  resources: ResourceRecord[];
  totals: Record<'js' | 'css' | 'all', Totals> & { jsBrotliBytes: number };
  lateResponses: number;
  /** Which budgets the page exceeds. */
  overBudget: ('js' | 'tbt')[];
}

/**
 * The app fetches the main navigation's chunks PREFETCH_DELAY_MS (apps/web/src/app/layout-table.ts) after the first
 * page settles. On an idle machine that is after the page is interactive; on a busy one the page's own requests
 * take longer and the prefetch lands inside the measurement, adding other pages' chunks (and their evaluation) to
 * this page's figures. The bench holds that one timer back, so it measures the page and not the machine's load.
 */
const PREFETCH_DELAY_MS = 3_000;

/**
 * Runs before any of the page's own code: collects its long tasks, and holds back the prefetch timer (a timer of
 * exactly PREFETCH_DELAY_MS never fires; the context is closed after the measurement).
 */
const OBSERVE_LONG_TASKS = `
  const realSetTimeout = window.setTimeout;
  window.__benchHeldTimers = 0;
  window.setTimeout = function (handler, delay, ...rest) {
    if (delay === ${PREFETCH_DELAY_MS}) {
      window.__benchHeldTimers += 1;
      return realSetTimeout.call(window, () => {}, 2147483647);
    }
    return realSetTimeout.call(window, handler, delay, ...rest);
  };
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__benchLongTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

type PageClock = Omit<PageTimings, 'fcp'> & { fcp: number | undefined };

/** The page's own timings: FCP and DOMContentLoaded, its long tasks, its requests (resource timing), its clock. */
const readTimings = (page: Page): Promise<PageClock> =>
  page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      fcp,
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      longTasks: (window as unknown as { __benchLongTasks: { start: number; end: number }[] })
        .__benchLongTasks,
      requests: [
        { start: 0, end: navigation?.responseEnd ?? 0 },
        ...resources.map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
      ],
      observedUntil: performance.now(),
    };
  });

/** Waits for Lighthouse's 5 s quiet window after FCP, then computes TTI and TBT from what the page saw. */
const measureBlocking = async (page: Page) => {
  const deadline = Date.now() + MAX_QUIET_WAIT_MS;
  for (;;) {
    const clock = await readTimings(page);
    // no contentful paint (a blank page): count from DOMContentLoaded, so the tasks still show
    const timings = { ...clock, fcp: clock.fcp ?? clock.domContentLoaded };
    const result = blockingTime(timings);
    if (result.timeToInteractive !== undefined || Date.now() > deadline) {
      return { fcp: clock.fcp, blocking: { ...result, longTasks: clock.longTasks.length } };
    }
    await page.waitForTimeout(1_000);
  }
};

const total = (list: ResourceRecord[]): Totals => ({
  count: list.length,
  rawBytes: list.reduce((sum, r) => sum + r.rawBytes, 0),
  servedBytes: list.reduce((sum, r) => sum + r.servedBytes, 0),
  gzipBytes: list.reduce((sum, r) => sum + r.gzipBytes, 0),
  transferBytes: list.reduce((sum, r) => sum + r.transferBytes, 0),
});

const measure = async (browser: Browser, baseUrl: string, spec: BenchPage): Promise<PageResult> => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...(spec.signedInAs ? { storageState: await storageStateFor(baseUrl, spec.signedInAs) } : {}),
  });
  await context.addInitScript(OBSERVE_LONG_TASKS);
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
        const sizes = await response.request().sizes();
        const kind = kindOf(response);
        return {
          url: response.url(),
          kind,
          status,
          rawBytes: body.length,
          servedBytes: sizes.responseBodySize,
          contentEncoding: response.headers()['content-encoding'] ?? null,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          ...(kind === 'js'
            ? {
                brotliBytes: brotliCompressSync(body, {
                  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
                }).length,
              }
            : {}),
          transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        } satisfies ResourceRecord;
      })(),
    );
  });

  await page.goto(`${baseUrl}${spec.path}`, { waitUntil: 'load', timeout: 60_000 });
  const loadEventMs = Date.now() - started;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const interactiveMs = Date.now() - started;
  recording = false;
  const resources = (await Promise.all(records)).filter(
    (record): record is ResourceRecord => record !== undefined,
  );
  const { fcp, blocking } = await measureBlocking(page);
  const landedOn = page.url().replace(baseUrl, '');
  await context.close();

  const scripts = resources.filter((r) => r.kind === 'js');
  const totals = {
    js: total(scripts),
    css: total(resources.filter((r) => r.kind === 'css')),
    all: total(resources),
    jsBrotliBytes: scripts.reduce((sum, r) => sum + (r.brotliBytes ?? 0), 0),
  };
  const overBudget: PageResult['overBudget'] = [];
  if (totals.js.servedBytes > BUDGET.jsBytes) overBudget.push('js');
  if (blocking.totalBlockingTime > BUDGET.tbtMs) overBudget.push('tbt');
  return {
    ...(spec.key ? { key: spec.key } : {}),
    path: spec.path,
    ...(spec.signedInAs ? { signedInAs: spec.signedInAs } : {}),
    landedOn,
    loadEventMs,
    interactiveMs,
    firstContentfulPaintMs: fcp === undefined ? undefined : Math.round(fcp),
    blocking,
    resources,
    totals,
    lateResponses,
    overBudget,
  };
};

const nameOf = (result: PageResult) => result.key ?? result.path;
const encodingsOf = (result: PageResult) =>
  [...new Set(result.resources.filter((r) => r.kind === 'js').map((r) => r.contentEncoding ?? 'none'))].join(
    '+',
  );

const printScripts = (result: PageResult, baseUrl: string, limit?: number) => {
  const scripts = result.resources
    .filter((r) => r.kind === 'js')
    .sort((a, b) => b.servedBytes - a.servedBytes);
  for (const script of scripts.slice(0, limit)) {
    console.log(
      `    ${formatBytes(script.servedBytes).padStart(10)} served  ${formatBytes(script.gzipBytes).padStart(10)} gzip -9  ${script.url.replace(baseUrl, '')}`,
    );
  }
};

const printProgress = (result: PageResult, index: number, count: number) => {
  const moved = result.landedOn === result.path ? '' : `  →  ${result.landedOn}（页面把用户带到了别处）`;
  console.log(
    `[${index + 1}/${count}] ${nameOf(result)} ${result.path}${result.signedInAs ? ` @${result.signedInAs}` : ''}：` +
      `JS ${formatBytes(result.totals.js.servedBytes)}，TBT ${result.blocking.totalBlockingTime} ms${moved}`,
  );
};

const printSummary = (results: PageResult[], baseUrl: string) => {
  console.log(
    `\n预算：交互前 JS ≤ ${formatBytes(BUDGET.jsBytes)}（按实际传输），TBT ≤ ${BUDGET.tbtMs} ms。` +
      'TBT 为本机实测（未限速 CPU，同 Lighthouse 桌面版；机器若有他人负载，数字偏高）。\n',
  );
  printTable(
    [
      ['page', 'user', 'JS files', 'JS served', 'brotli 11', 'gzip -9', 'FCP', 'TBT', 'budget'],
      ...results.map((result) => [
        nameOf(result),
        result.signedInAs ?? '—',
        String(result.totals.js.count),
        `${formatBytes(result.totals.js.servedBytes)} ${encodingsOf(result)}`,
        formatBytes(result.totals.jsBrotliBytes),
        formatBytes(result.totals.js.gzipBytes),
        result.firstContentfulPaintMs === undefined ? '—' : `${result.firstContentfulPaintMs} ms`,
        `${result.blocking.totalBlockingTime} ms`,
        result.overBudget.length === 0
          ? 'within'
          : `OVER ${result.overBudget.map((what) => what.toUpperCase()).join('+')}`,
      ]),
    ],
    '  ',
  );
  const over = (what: 'js' | 'tbt') => results.filter((result) => result.overBudget.includes(what));
  const within = results.filter((result) => result.overBudget.length === 0).length;
  console.log(
    `\n汇总：${results.length} 个页面，${within} 个在预算内；JS 超预算 ${over('js').length} 个` +
      `${over('js').length ? `（${over('js').map(nameOf).join('、')}）` : ''}；TBT 超预算 ${over('tbt').length} 个` +
      `${over('tbt').length ? `（${over('tbt').map(nameOf).join('、')}）` : ''}。`,
  );
  for (const result of over('js')) {
    console.log(`\n  ${nameOf(result)} 最大的脚本：`);
    printScripts(result, baseUrl, 6);
  }
  if (listFiles) {
    for (const result of results) {
      console.log(`\n  ${nameOf(result)} ${result.path}：`);
      printScripts(result, baseUrl);
    }
  }
};

if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(
    `未找到 ${path.relative(process.cwd(), webDist)}/index.html：请先运行 npm run build --workspace @rrsp/web`,
  );
  process.exit(1);
}

await withCleanup(async (register) => {
  console.log(`启动服务（全新临时数据目录，前端 ${webDist}）…`);
  // Test tokens open the signed-in pages as demo users without an SMS sign-in (docs/decisions/004).
  const server = await startServer({ label: 'web', env: { TEST_TOKENS: 'true' } });
  register(server.stop);
  const pages = await pagesToOpen(server.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  register(() => browser.close());

  const results: PageResult[] = [];
  for (const [index, spec] of pages.entries()) {
    const result = await measure(browser, server.url, spec);
    results.push(result);
    printProgress(result, index, pages.length);
  }
  printSummary(results, server.url);

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
        loadAverage: os.loadavg(),
        browser: browser.version(),
        budget: BUDGET,
        overBudget: results
          .filter((result) => result.overBudget.length > 0)
          .map((result) => ({
            page: nameOf(result),
            path: result.path,
            signedInAs: result.signedInAs,
            over: result.overBudget,
            jsServedBytes: result.totals.js.servedBytes,
            totalBlockingTimeMs: result.blocking.totalBlockingTime,
          })),
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
