/**
 * The data centre's exports at a million rows (issue 22): a table of twenty typed columns written out as XLSX and as
 * CSV through the product's own path (`readByCursor` → `tableStream` → the local storage driver's `putStream`, what
 * the export job's `make` does less its bookkeeping), each format in a fresh process of its own so its peak memory is
 * the export's. Prints the time, the rows per second, the file's size and the process's peak memory against the
 * goal of 256 MB, and reads each file back to check it.
 *
 *   npm run bench:export [-- --rows 1000000 --formats xlsx,csv]
 *
 * The database is an embedded PostgreSQL this script starts in a temporary directory, or, with DATABASE_URL set, a
 * fresh database `rrsp_bench_export_<pid>` on that server, dropped at the end. The table is made there with
 * `generate_series` before anything is timed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startScratchDatabase } from '../../apps/server/src/platform/database/scratch-database.ts';
import type { TableFormat } from '../../apps/server/src/platform/tabular/table-stream.ts';
import { SHEET_DATA_ROWS } from '../../apps/server/src/platform/tabular/xlsx-writer.ts';
import { printTable, repoRoot, timestamp, withCleanup } from '../lib/server.ts';
import { BENCH_COLUMNS, BENCH_TABLE, createTableSql } from './table.ts';

const GOAL_BYTES = 256 * 1024 * 1024;

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    formats: { type: 'string' },
  },
});
const rowsArg = values.rows === undefined ? 1_000_000 : Number(values.rows.replaceAll(/[,_]/g, ''));
if (!Number.isInteger(rowsArg) || rowsArg < 1) throw new Error(`--rows 必须是正整数，收到 ${values.rows}`);
const formats = (values.formats ?? 'xlsx,csv').split(',').map((format) => format.trim());
for (const format of formats) {
  if (format !== 'xlsx' && format !== 'csv') throw new Error(`--formats 只能是 xlsx、csv，收到 ${format}`);
}
const settings = { rows: rowsArg, formats: formats as TableFormat[] };
const command = `npm run bench:export -- --rows ${settings.rows} --formats ${settings.formats.join(',')}`;

const childScript = path.join(import.meta.dirname, 'export-child.ts');
const verifyScript = path.join(import.meta.dirname, 'verify.py');

interface ChildResult {
  format: TableFormat;
  rows: number;
  total: number;
  batches: number;
  file: string;
  size: number;
  seconds: number;
  openedSeconds: number;
  firstBatchSeconds: number;
  cpuSeconds: { user: number; system: number };
  memory: {
    vmHwm: number;
    baselineVmRss: number;
    baseline: NodeJS.MemoryUsage;
    peaks: Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;
    samples: number;
  };
}

interface Verification {
  ok: boolean;
  error?: string;
  dataRows?: number;
  sheets?: string[];
  dataRowsPerSheet?: number[];
  seconds?: number;
  [key: string]: unknown;
}

/** Runs one export in a fresh node process (with tsx, as the server runs) and answers what it measured. */
const runChild = (url: string, format: TableFormat, storageDir: string): Promise<ChildResult> =>
  new Promise((resolve, reject) => {
    const resultFile = path.join(storageDir, `result-${format}.json`);
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, format, storageDir, resultFile], {
      cwd: repoRoot,
      // in the environment, not the arguments: `ps` shows arguments, and the URL holds the password
      env: { ...process.env, BENCH_DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0) return reject(new Error(`导出进程（${format}）异常退出：${code ?? signal}`));
      resolve(JSON.parse(readFileSync(resultFile, 'utf8')) as ChildResult);
    });
  });

/** Reads the file back with Python's zipfile/expat or csv module (not our code): see verify.py. */
const verify = (format: TableFormat, file: string): Verification => {
  const run = spawnSync('python3', [verifyScript, format, file], { encoding: 'utf8', maxBuffer: 16 << 20 });
  if (run.error) return { ok: false, error: `未能运行 python3：${run.error.message}` };
  const line = run.stdout.trim().split('\n').at(-1);
  if (run.status !== 0 || !line)
    return { ok: false, error: run.stderr.trim() || `python3 退出码 ${run.status}` };
  return JSON.parse(line) as Verification;
};

/** What the file must hold: every row, and for XLSX a sheet per 1,048,575 rows. */
const judge = (format: TableFormat, result: ChildResult, check: Verification): string => {
  if (!check.ok) return `无效：${check.error ?? JSON.stringify(check)}`;
  const problems: string[] = [];
  if (check.dataRows !== settings.rows) problems.push(`读回 ${check.dataRows} 行`);
  if (result.rows !== settings.rows) problems.push(`写出 ${result.rows} 行`);
  if (format === 'xlsx') {
    const expected = Math.ceil(settings.rows / SHEET_DATA_ROWS);
    if (check.sheets?.length !== expected)
      problems.push(`${check.sheets?.length} 个工作表，应为 ${expected}`);
  }
  return problems.length ? `不符：${problems.join('；')}` : '有效';
};

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

await withCleanup(async (register) => {
  console.log(`${command}\n`);
  const database = await startScratchDatabase('bench-export');
  register(database.stop);
  console.log(`数据库：${database.where}`);

  // setup, not timed as part of an export
  const setupStarted = performance.now();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let tableBytes = 0;
  try {
    for (const statement of createTableSql(settings.rows)) await client.query(statement);
    const size = await client.query<{ bytes: string }>(
      `SELECT pg_total_relation_size('${BENCH_TABLE}')::text AS bytes`,
    );
    tableBytes = Number(size.rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
  console.log(
    `准备：表 ${BENCH_TABLE}，${settings.rows} 行 × ${BENCH_COLUMNS.length} 列（含索引 ${mb(tableBytes)} MB），` +
      `用时 ${((performance.now() - setupStarted) / 1000).toFixed(1)} s（不计入导出时间）\n`,
  );

  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'rrsp-bench-export-files-'));
  register(async () => rmSync(storageDir, { recursive: true, force: true }));

  const results: { format: TableFormat; result: ChildResult; check: Verification; verdict: string }[] = [];
  for (const format of settings.formats) {
    console.log(`导出 ${format.toUpperCase()}（独立进程）…`);
    const result = await runChild(database.url, format, storageDir);
    console.log(`  ${result.seconds.toFixed(1)} s，峰值 RSS ${mb(result.memory.vmHwm)} MB；读回校验…`);
    const check = verify(format, result.file);
    const verdict = judge(format, result, check);
    console.log(`  校验：${verdict}（${(check.seconds ?? 0).toFixed(1)} s）`);
    if (format === 'xlsx' && check.ok) {
      console.log(
        `  工作表：${check.sheets?.map((name, i) => `「${name}」${check.dataRowsPerSheet?.[i]} 行`).join('，')}`,
      );
    }
    if (verdict !== '有效') process.exitCode = 1;
    rmSync(result.file, { force: true });
    results.push({ format, result, check, verdict });
  }

  const load = os.loadavg()[0] ?? 0;
  console.log(`\n${command}\n`);
  printTable([
    [
      '格式',
      '行 × 列',
      '用时 (s)',
      '行/s',
      '文件 (MB)',
      '峰值 RSS (MB)',
      '峰值堆 (MB)',
      '目标 256 MB',
      '校验',
    ],
    ...results.map(({ format, result, verdict }) => [
      format.toUpperCase(),
      `${result.rows.toLocaleString('en-US')} × ${BENCH_COLUMNS.length}`,
      result.seconds.toFixed(1),
      Math.round(result.rows / result.seconds).toLocaleString('en-US'),
      mb(result.size),
      mb(result.memory.vmHwm),
      mb(result.memory.peaks.heapUsed),
      result.memory.vmHwm < GOAL_BYTES ? '达标' : '超出',
      verdict,
    ]),
  ]);
  console.log('\n内存明细（MB；起点 = 连上数据库、开始导出前；其余为每 100 ms 采样的峰值）\n');
  printTable([
    [
      '格式',
      '起点 RSS',
      '峰值 RSS',
      'rss 采样',
      'heapTotal',
      'heapUsed',
      'external',
      'arrayBuffers',
      'CPU 用户/系统 (s)',
      '首批 (s)',
    ],
    ...results.map(({ format, result }) => [
      format.toUpperCase(),
      mb(result.memory.baselineVmRss),
      mb(result.memory.vmHwm),
      mb(result.memory.peaks.rss),
      mb(result.memory.peaks.heapTotal),
      mb(result.memory.peaks.heapUsed),
      mb(result.memory.peaks.external),
      mb(result.memory.peaks.arrayBuffers),
      `${result.cpuSeconds.user.toFixed(1)} / ${result.cpuSeconds.system.toFixed(1)}`,
      result.firstBatchSeconds.toFixed(2),
    ]),
  ]);
  console.log(
    `\n峰值 RSS 为导出进程的 VmHWM（/proc/self/status），含 node 与 tsx 本身；数据库与本进程不计入。` +
      `时间从打开游标到文件写完（与产品一致：行数在请求导出时已计，此处不再计数）。结束时系统负载 ${load.toFixed(1)}（${os.cpus().length} 核，数据库在同一台机器上）`,
  );

  const resultsDir = path.join(repoRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `export-${timestamp()}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'export',
        date: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: load,
        command,
        settings,
        goalBytes: GOAL_BYTES,
        tableBytes,
        columns: BENCH_COLUMNS.map(({ label, type }) => ({ label, type })),
        results: results.map(({ result, check, verdict }) => ({ ...result, check, verdict })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`结果已写入 ${path.relative(repoRoot, file)}`);
});
