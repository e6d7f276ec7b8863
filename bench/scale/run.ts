/**
 * The portal at a million rows (decision 018): one request at a time through the real server against the database
 * `npm run seed:scale` made, each read N times after a warm-up; prints the median and p95 of each and the ratio of a
 * deep page to the first.
 *
 *   npm run bench:scale [-- --runs 30] [--data-dir data/scale] [--reuse http://127.0.0.1:3000]
 *
 * Without --reuse it starts the server itself on the scale data directory, with the public answer cache off
 * (PUBLIC_CACHE_SECONDS=0: we measure the database reads, not the cache in front of them) and test tokens on (the
 * service centre is for signed-in users). With --reuse it measures a server already running, as it is configured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PORTAL_HEADERS, printTable, repoRoot, startServer, timestamp, withCleanup } from '../lib/server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    'data-dir': { type: 'string' },
    reuse: { type: 'string' },
    user: { type: 'string' },
  },
});
const runs = Math.max(3, Number(values.runs ?? 20));
const dataDir = path.resolve(
  process.env.INIT_CWD ?? repoRoot,
  values['data-dir'] ?? path.join('data', 'scale'),
);
const auth = `test:${values.user ?? 'miaoling'}`;

const scaleDatabaseUrl = (url: string) => {
  const target = new URL(url);
  target.pathname = '/rrsp_scale';
  return target.toString();
};

interface Answer {
  code: number;
  msg?: string;
  data: unknown;
}

interface Read {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const call = async (base: string, read: Read): Promise<{ ms: number; answer: Answer }> => {
  const started = performance.now();
  const response = await fetch(`${base}${read.path}`, {
    method: read.method,
    headers: {
      ...PORTAL_HEADERS,
      tenantId: '',
      Authorization: auth,
      ...(read.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(read.body === undefined ? {} : { body: JSON.stringify(read.body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const answer = JSON.parse(text) as Answer;
  if (!response.ok || answer.code !== 200) {
    throw new Error(
      `${read.label}：${read.method} ${read.path} 返回 ${response.status} ${answer.msg ?? text}`,
    );
  }
  return { ms, answer };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Measured {
  label: string;
  median: number;
  p95: number;
  note: string;
}

const measure = async (base: string, read: Read): Promise<Measured> => {
  for (let i = 0; i < 3; i++) await call(base, read);
  const times: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i < runs; i++) {
    const { ms, answer } = await call(base, read);
    times.push(ms);
    last = answer;
  }
  times.sort((a, b) => a - b);
  const data = last?.data as { total?: number; totalIsEstimate?: boolean; rows?: unknown[] } | unknown[];
  const note = Array.isArray(data)
    ? `${data.length} 条`
    : data && typeof data === 'object' && 'total' in data && typeof data.total === 'number'
      ? `${data.rows?.length ?? 0} 行，${data.totalIsEstimate ? '约 ' : '共 '}${data.total.toLocaleString('zh-CN')} 条`
      : '';
  return { label: read.label, median: percentile(times, 50), p95: percentile(times, 95), note };
};

const firstId = (answer: Answer, key: string): string => {
  const rows = (answer.data as { rows: Record<string, string>[] }).rows;
  const id = rows[0]?.[key];
  if (!id) throw new Error('列表为空：请先运行 npm run seed:scale');
  return id;
};

const bench = async (base: string) => {
  const newsList = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/basics/pc/news/list',
    body: { pageSize: 10, ...body },
  });
  const servicePage = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    path: '/basics/pc/serviceCenter/page',
    body: { pageSize: 10, ...body },
  });
  // a detail from the middle of the list: neither the newest nor the oldest
  const newsId = firstId(
    (await call(base, { label: '资讯', ...newsList({ pageNum: 25_000 }) })).answer,
    'newsId',
  );
  const serviceId = firstId(
    (await call(base, { label: '服务', ...servicePage({ pageNum: 25_000 }) })).answer,
    'id',
  );
  const reads: Read[] = [
    { label: '资讯 第 1 页', ...newsList({ pageNum: 1 }) },
    { label: '资讯 第 50,000 页', ...newsList({ pageNum: 50_000 }) },
    { label: '资讯 关键词「刺梨」', ...newsList({ pageNum: 1, keyword: '刺梨' }) },
    { label: '资讯 关键词「刺梨」第 100 页', ...newsList({ pageNum: 100, keyword: '刺梨' }) },
    { label: '资讯 关键词「刺梨产业」', ...newsList({ pageNum: 1, keyword: '刺梨产业' }) },
    { label: '资讯 关键词「龟」（一字，无结果）', ...newsList({ pageNum: 1, keyword: '龟' }) },
    { label: '资讯 分类「产业发展」第 1 页', ...newsList({ pageNum: 1, category: 'industry' }) },
    { label: '首页资讯', method: 'POST', path: '/basics/pc/news/homePageNews', body: {} },
    {
      label: '首页资讯「政策解读」',
      method: 'POST',
      path: '/basics/pc/news/homePageNews',
      body: { category: 'policy' },
    },
    { label: '资讯详情（含上一篇/下一篇）', method: 'POST', path: '/basics/pc/news/info', body: { newsId } },
    { label: '服务 第 1 页', ...servicePage({ pageNum: 1 }) },
    { label: '服务 第 50,000 页', ...servicePage({ pageNum: 50_000 }) },
    { label: '服务 关键词「刺梨」', ...servicePage({ pageNum: 1, keyword: '刺梨' }) },
    // the publisher's name is searched too (decision 029): a provider's part of the shelf, its full name, and nothing
    { label: '服务 关键词「黔通冷链」（服务商）', ...servicePage({ pageNum: 1, keyword: '黔通冷链' }) },
    {
      label: '服务 关键词「贵州黔通冷链物流有限公司」',
      ...servicePage({ pageNum: 1, keyword: '贵州黔通冷链物流有限公司' }),
    },
    { label: '服务 关键词「龟」（一字，无结果）', ...servicePage({ pageNum: 1, keyword: '龟' }) },
    { label: '服务 类别「冷链物流」第 1 页', ...servicePage({ pageNum: 1, category: 'logistics' }) },
    { label: '服务 最多浏览 第 1 页', ...servicePage({ pageNum: 1, sort: 'popular' }) },
    { label: '服务详情', method: 'GET', path: `/basics/pc/serviceCenter/detail?id=${serviceId}` },
    {
      label: '近 12 个月销售排行',
      method: 'GET',
      path: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12',
    },
    {
      label: '近 12 个月销售排行（展销厅）',
      method: 'GET',
      path: '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=1&pageNum=1&pageSize=12',
    },
  ];
  const results: Measured[] = [];
  for (const read of reads) {
    results.push(await measure(base, read));
    process.stderr.write('.');
  }
  process.stderr.write('\n');
  const ms = (value: number) => value.toFixed(1);
  console.log(`\n百万行规模：每项 ${runs} 次，逐个请求（数据目录 ${dataDir}）\n`);
  printTable([
    ['读取', '中位数 ms', 'p95 ms', '答复'],
    ...results.map((result) => [result.label, ms(result.median), ms(result.p95), result.note]),
  ]);
  const ratio = (deep: string, first: string) => {
    const a = results.find((result) => result.label === deep)?.median ?? 0;
    const b = results.find((result) => result.label === first)?.median ?? 1;
    return (a / b).toFixed(1);
  };
  console.log(
    `\n第 50,000 页 / 第 1 页（中位数）：资讯 ${ratio('资讯 第 50,000 页', '资讯 第 1 页')}×，服务 ${ratio('服务 第 50,000 页', '服务 第 1 页')}×`,
  );
  // decision 035: a keyword's deep page, against the same keyword's first (goal ≤ 5×)
  console.log(
    `关键词「刺梨」第 100 页 / 第 1 页（中位数）：资讯 ${ratio('资讯 关键词「刺梨」第 100 页', '资讯 关键词「刺梨」')}×`,
  );
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `scale-${timestamp()}.json`);
  const load = os.loadavg()[0] ?? 0;
  writeFileSync(
    file,
    `${JSON.stringify({ kind: 'scale', date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: load, runs, results }, null, 2)}\n`,
  );
  // other work on the machine shows in every figure: say how busy it was
  console.log(
    `结果已写入 ${path.relative(repoRoot, file)}；测量结束时系统负载 ${load.toFixed(1)}（${os.cpus().length} 核）`,
  );
};

if (values.reuse) {
  await bench(values.reuse.replace(/\/$/, ''));
} else {
  await withCleanup(async (register) => {
    const server = await startServer({
      label: 'scale',
      env: {
        DATA_DIR: dataDir,
        // with an outside PostgreSQL, seed:scale wrote to its database rrsp_scale
        ...(process.env.DATABASE_URL ? { DATABASE_URL: scaleDatabaseUrl(process.env.DATABASE_URL) } : {}),
        SEED_DEMO: 'false',
        PUBLIC_CACHE_SECONDS: '0',
        TEST_TOKENS: 'true',
      },
      startTimeoutMs: 180_000,
    });
    register(server.stop);
    await bench(server.url);
  });
}
