/**
 * API load benchmark: the real server against a bare node:http server that returns the same bytes, measured in one
 * run with the same autocannon settings, so the ratio says what the framework, validation, auth and database cost.
 *
 *   npm run api --workspace @rrsp/bench [-- <path>] [--method POST] [--body '{"pageNum":1,"pageSize":10}']
 *
 * Environment: BENCH_PATH, BENCH_METHOD, BENCH_BODY (JSON), BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50),
 * BENCH_WARMUP (s, 2), BENCH_AUTH (e.g. `test:miaoling`: sent as Authorization, starts the server with TEST_TOKENS).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  formatBytes,
  PORTAL_HEADERS,
  printTable,
  repoRoot,
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
  duration: positiveNumber('BENCH_DURATION', values.duration ?? process.env.BENCH_DURATION, 10),
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

const requestHeaders: Record<string, string> = {
  ...PORTAL_HEADERS,
  tenantId: '',
  ...(settings.auth ? { Authorization: settings.auth } : {}),
  ...(settings.body === undefined ? {} : { 'content-type': 'application/json' }),
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

const load = (url: string, duration: number, title: string) =>
  autocannon({
    title,
    url: `${url}${settings.path}`,
    method: settings.method as autocannon.Request['method'],
    headers: requestHeaders,
    ...(settings.body === undefined ? {} : { body: settings.body }),
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

const summarise = (target: string, result: autocannon.Result): Summary => ({
  target,
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  throughputBytesPerSecond: result.throughput.average,
  totalRequests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

const printSummaries = (server: Summary, raw: Summary) => {
  const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(2)}×`);
  const rows = [
    ['', 'requests/s', 'latency p50', 'latency p99', 'throughput', 'non-2xx', 'errors'],
    ...[server, raw].map((s) => [
      s.target,
      s.requestsPerSecond.toFixed(0),
      `${s.latencyP50Ms.toFixed(2)} ms`,
      `${s.latencyP99Ms.toFixed(2)} ms`,
      `${formatBytes(s.throughputBytesPerSecond)}/s`,
      String(s.non2xx),
      String(s.errors),
    ]),
    [
      'server / raw',
      ratio(server.requestsPerSecond, raw.requestsPerSecond),
      ratio(server.latencyP50Ms, raw.latencyP50Ms),
      ratio(server.latencyP99Ms, raw.latencyP99Ms),
      ratio(server.throughputBytesPerSecond, raw.throughputBytesPerSecond),
      '',
      '',
    ],
  ];
  printTable(rows);
};

await withCleanup(async (register) => {
  console.log(`启动服务（全新临时数据目录）…`);
  const server = await startServer({
    label: 'api',
    env: settings.auth?.startsWith('test:') ? { TEST_TOKENS: 'true' } : {},
  });
  register(server.stop);

  const sample = await fetch(`${server.url}${settings.path}`, {
    method: settings.method,
    headers: requestHeaders,
    ...(settings.body === undefined ? {} : { body: settings.body }),
  });
  const sampleBody = Buffer.from(await sample.arrayBuffer());
  const envelope = (() => {
    try {
      return JSON.parse(sampleBody.toString('utf8')) as { code?: unknown; msg?: unknown };
    } catch {
      return undefined;
    }
  })();
  if (!sample.ok || envelope?.code !== 200) {
    throw new Error(
      `样本请求失败：${settings.method} ${settings.path} → HTTP ${sample.status} ${sampleBody.toString('utf8').slice(0, 300)}`,
    );
  }
  const copiedHeaders: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!SKIPPED_HEADERS.has(name)) copiedHeaders[name] = value;
  });
  copiedHeaders['content-type'] ??= 'application/json; charset=utf-8';
  const raw = await startRawServer(sampleBody, copiedHeaders);
  register(raw.stop);

  console.log(
    `${settings.method} ${settings.path}：响应 ${sampleBody.length} 字节；${settings.connections} 个连接，` +
      `每个目标预热 ${settings.warmup} s、测量 ${settings.duration} s`,
  );
  if (settings.warmup > 0) {
    await load(server.url, settings.warmup, 'warm-up server');
    await load(raw.url, settings.warmup, 'warm-up raw');
  }
  const serverResult = await load(server.url, settings.duration, 'server');
  const rawResult = await load(raw.url, settings.duration, 'raw');
  const serverSummary = summarise('server', serverResult);
  const rawSummary = summarise('raw node:http', rawResult);

  console.log('');
  printSummaries(serverSummary, rawSummary);
  if (serverSummary.non2xx > 0 || serverSummary.errors > 0) {
    console.warn(`注意：服务端有 ${serverSummary.non2xx} 个非 2xx 响应、${serverSummary.errors} 个连接错误`);
  }

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `api-${timestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'api',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        settings,
        sampleBytes: sampleBody.length,
        server: serverSummary,
        raw: rawSummary,
        ratio: {
          requestsPerSecond: serverSummary.requestsPerSecond / rawSummary.requestsPerSecond,
          latencyP50: serverSummary.latencyP50Ms / rawSummary.latencyP50Ms,
          latencyP99: serverSummary.latencyP99Ms / rawSummary.latencyP99Ms,
          throughput: serverSummary.throughputBytesPerSecond / rawSummary.throughputBytesPerSecond,
        },
        autocannon: { server: serverResult, raw: rawResult },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n结果已写入 ${path.relative(process.cwd(), file)}`);
});
process.exit(0);
