/**
 * API load benchmark: the real server (NODE_ENV=production) against a bare node:http server that returns the same
 * bytes, measured in one run with the same autocannon settings, so the ratio says what the framework, validation,
 * auth and database cost.
 *
 *   npm run bench:api                      the suite: home blocks, news list, a news detail, the service centre,
 *                                          a mixed run with 10% writes, and a write's visibility on a second instance
 *   npm run api --workspace @rrsp/bench -- <path> [--method POST] [--body '{"pageNum":1,"pageSize":10}']
 *
 * Environment: BENCH_PATH, BENCH_METHOD, BENCH_BODY (JSON), BENCH_DURATION (s per side, 24), BENCH_ROUNDS (4),
 * BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2), BENCH_AUTH (e.g. `test:miaoling`: sent as Authorization, starts the server with TEST_TOKENS
 * in the test environment).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { runningEmbeddedDatabaseUrl } from '../../apps/server/src/platform/database/embedded.ts';
import { signInDemoAccount } from '../lib/portal-session.ts';
import {
  PORTAL_HEADERS,
  printTable,
  repoRoot,
  serverDir,
  startServer,
  timestamp,
  withCleanup,
} from '../lib/server.ts';

/** The news list: the portal's busiest public read (DESIGN.md: the API benchmark's target). */
const DEFAULT_PATH = '/basics/pc/news/list';
const DEFAULT_BODY = JSON.stringify({ pageNum: 1, pageSize: 10 });

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    method: { type: 'string' },
    body: { type: 'string' },
    duration: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string' },
    warmup: { type: 'string' },
    auth: { type: 'string' },
  },
});

const positiveNumber = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} 必须是非负数，收到 ${raw}`);
  return value;
};

const explicitPath = positionals[0] ?? process.env.BENCH_PATH;
const body = values.body ?? process.env.BENCH_BODY ?? (explicitPath === undefined ? DEFAULT_BODY : undefined);
if (body !== undefined) {
  try {
    JSON.parse(body);
  } catch {
    throw new Error(`BENCH_BODY 不是合法的 JSON：${body}`);
  }
}
const settings = {
  path: explicitPath ?? DEFAULT_PATH,
  method: (values.method ?? process.env.BENCH_METHOD ?? (body === undefined ? 'GET' : 'POST')).toUpperCase(),
  body,
  duration: positiveNumber('BENCH_DURATION', values.duration ?? process.env.BENCH_DURATION, 24),
  rounds: Math.max(
    1,
    Math.round(positiveNumber('BENCH_ROUNDS', values.rounds ?? process.env.BENCH_ROUNDS, 4)),
  ),
  connections: Math.max(
    1,
    Math.round(positiveNumber('BENCH_CONNECTIONS', values.connections ?? process.env.BENCH_CONNECTIONS, 50)),
  ),
  warmup: positiveNumber('BENCH_WARMUP', values.warmup ?? process.env.BENCH_WARMUP, 2),
  auth: values.auth ?? process.env.BENCH_AUTH ?? undefined,
};
if (!settings.path.startsWith('/')) throw new Error(`接口路径必须以 / 开头：${settings.path}`);
if (!['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(settings.method)) {
  throw new Error(`不支持的 BENCH_METHOD：${settings.method}`);
}

const startRawServer = async (sampleBody: Buffer, headers: Record<string, string>) => {
  const dir = path.join(os.tmpdir(), `rrsp-bench-raw-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const bodyFile = path.join(dir, 'body.bin');
  writeFileSync(bodyFile, sampleBody);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'raw-server.ts')],
    {
      cwd: path.join(repoRoot, 'bench'),
      env: { ...process.env, RAW_BODY_FILE: bodyFile, RAW_HEADERS_JSON: JSON.stringify(headers) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /LISTENING (\d+)/.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`基准服务提前退出（${code}）`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await done;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop };
};

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth?: string;
}

const headersOf = (target: Target): Record<string, string> => ({
  ...PORTAL_HEADERS,
  tenantId: '',
  ...(target.auth ? { Authorization: target.auth } : {}),
  ...(target.body === undefined ? {} : { 'content-type': 'application/json' }),
});

const load = (url: string, target: Target, duration: number, title: string) =>
  autocannon({
    title,
    url: `${url}${target.path}`,
    method: target.method,
    headers: headersOf(target),
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: settings.connections,
    duration,
  });

interface Summary {
  target: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  throughputBytesPerSecond: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * One side's rounds as one figure: requests over the whole measured time, the median p50, the worst p99.
 */
const summarise = (target: string, results: autocannon.Result[]): Summary => {
  const sum = (pick: (result: autocannon.Result) => number) =>
    results.reduce((total, r) => total + pick(r), 0);
  const seconds = sum((r) => r.duration);
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return {
    target,
    requestsPerSecond: sum((r) => r.requests.total) / seconds,
    latencyP50Ms: p50s[Math.floor(p50s.length / 2)] ?? 0,
    latencyP99Ms: Math.max(...results.map((r) => r.latency.p99)),
    throughputBytesPerSecond: sum((r) => r.throughput.total) / seconds,
    totalRequests: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
  };
};

interface Comparison {
  target: Target;
  sampleBytes: number;
  server: Summary;
  raw: Summary;
  /** Server over raw requests/s in each round: how far one round's ratio strays from the whole run's. */
  roundRatios: number[];
}

const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(2)}×`);

const printComparisons = (comparisons: Comparison[]) => {
  printTable([
    ['', 'bytes', 'server req/s', 'raw req/s', 'server / raw', 'rounds', 'p50', 'p99', 'raw p99', 'non-2xx'],
    ...comparisons.map(({ target, sampleBytes, server, raw, roundRatios }) => [
      target.name,
      String(sampleBytes),
      server.requestsPerSecond.toFixed(0),
      raw.requestsPerSecond.toFixed(0),
      ratio(server.requestsPerSecond, raw.requestsPerSecond),
      roundRatios.length > 1
        ? `${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`
        : '—',
      `${server.latencyP50Ms.toFixed(1)} ms`,
      `${server.latencyP99Ms.toFixed(1)} ms`,
      `${raw.latencyP99Ms.toFixed(1)} ms`,
      String(server.non2xx + server.errors),
    ]),
  ]);
};

/** Response headers the baseline copies: everything but per-request and connection-level ones. */
const SKIPPED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
]);

/** One request as the benchmark sends it; the answer must be the portal's success envelope. */
const sampleOf = async (url: string, target: Target) => {
  const response = await fetch(`${url}${target.path}`, {
    method: target.method,
    headers: headersOf(target),
    ...(target.body === undefined ? {} : { body: target.body }),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const envelope = (() => {
    try {
      return JSON.parse(body.toString('utf8')) as { code?: unknown; data?: unknown };
    } catch {
      return undefined;
    }
  })();
  if (!response.ok || envelope?.code !== 200) {
    throw new Error(
      `样本请求失败：${target.method} ${target.path} → HTTP ${response.status} ${body.toString('utf8').slice(0, 300)}`,
    );
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) headers[name] = value;
  });
  headers['content-type'] ??= 'application/json; charset=utf-8';
  return { body, headers, data: envelope.data };
};

/**
 * The target on the server and the same bytes from the raw server, with the same settings, in rounds that take
 * turns (server first, then raw first, …): the two sides share the machine's cores with autocannon, and what else
 * the machine does drifts over a run, so one side measured after the other would carry that drift into the ratio.
 */
const compare = async (url: string, target: Target): Promise<Comparison> => {
  const sample = await sampleOf(url, target);
  const raw = await startRawServer(sample.body, sample.headers);
  try {
    if (settings.warmup > 0) {
      await load(url, target, settings.warmup, 'warm-up server');
      await load(raw.url, target, settings.warmup, 'warm-up raw');
    }
    const roundSeconds = Math.max(1, Math.round(settings.duration / settings.rounds));
    const serverRounds: autocannon.Result[] = [];
    const rawRounds: autocannon.Result[] = [];
    const measureServer = async () => {
      serverRounds.push(await load(url, target, roundSeconds, target.name));
    };
    const measureRaw = async () => {
      rawRounds.push(await load(raw.url, target, roundSeconds, 'raw'));
    };
    for (let round = 0; round < settings.rounds; round += 1) {
      const [first, second] = round % 2 === 0 ? [measureServer, measureRaw] : [measureRaw, measureServer];
      await first();
      await second();
    }
    const roundRatios = serverRounds.map(
      (result, round) => result.requests.total / (rawRounds[round]?.requests.total || Number.NaN),
    );
    return {
      target,
      sampleBytes: sample.body.length,
      server: summarise('server', serverRounds),
      raw: summarise('raw node:http', rawRounds),
      roundRatios,
    };
  } finally {
    await raw.stop();
  }
};

/** An outside system allowed to feed the dashboard (the app:register CLI, against the server's database). */
const registerIngestApp = (dataDir: string): Record<string, string> => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/register-app.ts', '--name', '基准测试数据源', '--key', 'bench-ingest'],
    { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  const secret = /appSecret:\s+(\S+)/.exec(result.stdout)?.[1];
  if (!secret) throw new Error(`登记数据源失败：${result.stdout}${result.stderr}`);
  return {
    appKey: 'bench-ingest',
    endpointCode: 'data-ingest',
    appSecret: secret,
    'content-type': 'application/json',
  };
};

let saleCount = 0;
/** One sale that tops the ranking (a new product, a larger amount each time), so every write changes what is read. */
const saleBatch = () => {
  saleCount += 1;
  return JSON.stringify({
    sales: [
      {
        externalId: `bench-${process.pid}-${saleCount}`,
        productName: `基准测试茶${saleCount}`,
        tenantName: '基准测试合作社',
        regionName: '贵阳市',
        channel: 'online',
        amount: 90_000_000 + saleCount,
        quantity: 1,
        unit: '斤',
        soldAt: new Date().toISOString(),
      },
    ],
  });
};

const RANKING_PATH = '/basics/twelveSaleInfo/twelveSaleInfoRanking?isSaleRoom=0&pageNum=1&pageSize=12';

/** Nine reads for every write, on every connection: the ranking a write changes, and the news list it does not. */
const mixedRun = (url: string, ingestHeaders: Record<string, string>) => {
  const read = (path: string, body?: string): autocannon.Request => ({
    method: body === undefined ? 'GET' : 'POST',
    path,
    headers: { ...PORTAL_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body }),
  });
  const reads = [
    ...Array.from({ length: 5 }, () => read(RANKING_PATH)),
    ...Array.from({ length: 4 }, () => read('/basics/pc/news/list', DEFAULT_BODY)),
  ];
  const write: autocannon.Request = {
    method: 'POST',
    path: '/data-collect/ingest/batch',
    headers: ingestHeaders,
    setupRequest: (request) => ({ ...request, body: saleBatch() }),
  };
  return autocannon({
    title: 'mixed',
    url,
    connections: settings.connections,
    duration: settings.duration,
    requests: [...reads, write],
  });
};

/** A write on one instance, then the other polled every 2 ms until its ranking shows it: the time it took. */
const visibilityAcross = async (writer: string, reader: string, ingestHeaders: Record<string, string>) => {
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const batch = saleBatch();
    const product = `基准测试茶${saleCount}`;
    await fetch(`${reader}${RANKING_PATH}`, { headers: { ...PORTAL_HEADERS } }); // the reader holds a prepared ranking
    const started = performance.now();
    const written = await fetch(`${writer}/data-collect/ingest/batch`, {
      method: 'POST',
      headers: ingestHeaders,
      body: batch,
    });
    if (!written.ok) throw new Error(`写入失败：HTTP ${written.status} ${await written.text()}`);
    for (;;) {
      const answer = (await (
        await fetch(`${reader}${RANKING_PATH}`, { headers: { ...PORTAL_HEADERS } })
      ).json()) as {
        data: { rows: { productName: string }[] };
      };
      if (answer.data.rows[0]?.productName === product) break;
      if (performance.now() - started > 10_000) throw new Error('另一实例 10 s 内仍未看到写入');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { samples: times, p50: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
};

const writeResults = (name: string, results: unknown) => {
  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${timestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ kind: name, date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, settings, ...(results as object) }, null, 2)}\n`,
  );
  console.log(`\n结果已写入 ${path.relative(process.cwd(), file)}`);
};

await withCleanup(async (register) => {
  console.log('启动服务（生产模式，全新临时数据目录）…');
  const auth = settings.auth;
  const server = await startServer({
    label: 'api',
    env: auth?.startsWith('test:') ? { TEST_TOKENS: 'true', NODE_ENV: 'test' } : { NODE_ENV: 'production' },
  });
  register(server.stop);
  console.log(
    `${settings.connections} 个连接；每个目标预热 ${settings.warmup} s、测量 ${settings.duration} s（分 ${settings.rounds} 轮，服务与基准轮流先测）\n`,
  );

  if (explicitPath !== undefined) {
    const target: Target = {
      name: `${settings.method} ${settings.path}`,
      method: settings.method as Target['method'],
      path: settings.path,
      ...(body === undefined ? {} : { body }),
      ...(auth ? { auth } : {}),
    };
    const comparison = await compare(server.url, target);
    printComparisons([comparison]);
    writeResults('api', { comparisons: [comparison] });
    return;
  }

  const newsList = await sampleOf(server.url, {
    name: '',
    method: 'POST',
    path: '/basics/pc/news/list',
    body: DEFAULT_BODY,
  });
  const newsId = (newsList.data as { rows: { newsId: string }[] }).rows[0]?.newsId;
  if (!newsId) throw new Error('演示数据中没有资讯');
  const token = await signInDemoAccount(server.url, server.dataDir, 'cunmin');
  const targets: Target[] = [
    { name: '首页资讯 homePageNews', method: 'POST', path: '/basics/pc/news/homePageNews', body: '{}' },
    { name: '首页数据 getCountData', method: 'GET', path: '/data-collect/search/dataCollect/getCountData' },
    { name: '销售排行 ranking', method: 'GET', path: RANKING_PATH },
    { name: '资讯列表 news/list', method: 'POST', path: '/basics/pc/news/list', body: DEFAULT_BODY },
    {
      name: '资讯详情 news/info',
      method: 'POST',
      path: '/basics/pc/news/info',
      body: JSON.stringify({ newsId }),
    },
    {
      name: '服务中心 serviceCenter/page',
      method: 'POST',
      path: '/basics/pc/serviceCenter/page',
      body: DEFAULT_BODY,
      auth: token,
    },
  ];
  const comparisons: Comparison[] = [];
  for (const target of targets) {
    console.log(`测量 ${target.name}…`);
    comparisons.push(await compare(server.url, target));
  }
  console.log('');
  printComparisons(comparisons);

  const ingestHeaders = registerIngestApp(server.dataDir);
  console.log('\n混合负载：每个连接 9 次读（销售排行 5、资讯列表 4）1 次写（录入一笔销售，排行随之变化）…');
  if (settings.warmup > 0) await mixedRun(server.url, ingestHeaders);
  const mixed = await mixedRun(server.url, ingestHeaders);
  printTable([
    ['', 'requests/s', 'writes/s', 'p50', 'p99', 'non-2xx', 'errors'],
    [
      'mixed 10% writes',
      mixed.requests.average.toFixed(0),
      (mixed.requests.average / 10).toFixed(0),
      `${mixed.latency.p50.toFixed(1)} ms`,
      `${mixed.latency.p99.toFixed(1)} ms`,
      String(mixed.non2xx),
      String(mixed.errors),
    ],
  ]);

  console.log('\n第二个实例（同一数据库）：在一个实例上写入，另一个实例上看到它用了多久…');
  const databaseUrl = await runningEmbeddedDatabaseUrl(server.dataDir);
  if (!databaseUrl) throw new Error('找不到内置数据库的地址');
  const second = await startServer({
    label: 'api-second',
    env: { NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false' },
  });
  register(second.stop);
  const visibility = await visibilityAcross(server.url, second.url, ingestHeaders);
  console.log(
    `20 次写入：另一实例看到用时 p50 ${visibility.p50.toFixed(1)} ms，最长 ${visibility.max.toFixed(1)} ms（目标 ≤ 1000 ms）`,
  );

  writeResults('api', {
    comparisons,
    mixed: {
      requestsPerSecond: mixed.requests.average,
      latencyP50Ms: mixed.latency.p50,
      latencyP99Ms: mixed.latency.p99,
      non2xx: mixed.non2xx,
      errors: mixed.errors,
    },
    visibility,
  });
});
process.exit(0);
