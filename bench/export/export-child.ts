/**
 * One export in a process of its own (started by bench/export/run.ts), so its peak memory is the export's and not the
 * table setup's: the product's path as the data centre's `make` runs it, minus the database bookkeeping. A pool as the
 * server opens it, `readByCursor` over a drizzle `sql` query, `tableStream` of the chosen format, and the local
 * storage driver's `putStream` into a temporary directory.
 *
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/export/export-child.ts <csv|xlsx> <storage dir> <result json>
 *
 * Writes what it measured to the result file: times, rows, the file, peak memory (VmHWM and sampled
 * `process.memoryUsage()`), CPU time.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../apps/server/src/platform/database/client.ts';
import { localDriver } from '../../apps/server/src/platform/files/local-driver.ts';
import type { Cell } from '../../apps/server/src/platform/tabular/columns.ts';
import { readByCursor } from '../../apps/server/src/platform/tabular/cursor-rows.ts';
import { dayText, epochMs } from '../../apps/server/src/platform/tabular/periods.ts';
import {
  TABLE_MIME,
  type TableFormat,
  tableStream,
} from '../../apps/server/src/platform/tabular/table-stream.ts';
import { BENCH_COLUMNS, BENCH_TABLE, SAMPLE_EVERY_MS } from './table.ts';

const url = process.env.BENCH_DATABASE_URL;
const [format, storageDir, resultFile] = process.argv.slice(2);
if (!url || (format !== 'csv' && format !== 'xlsx') || !storageDir || !resultFile) {
  throw new Error('用法：BENCH_DATABASE_URL=<数据库 URL> export-child.ts <csv|xlsx> <存储目录> <结果文件>');
}

/** What `process.memoryUsage()` reports, each field's highest sample. */
type MemoryPeaks = Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;

const statusKb = (field: string): number => {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return kb === undefined ? Number.NaN : Number(kb) * 1024;
};

const peaks: MemoryPeaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
let samples = 0;
const sample = () => {
  const usage = process.memoryUsage();
  samples += 1;
  for (const key of Object.keys(peaks) as (keyof MemoryPeaks)[])
    peaks[key] = Math.max(peaks[key], usage[key]);
};

// the query as the product writes its own: a drizzle template, times as epoch milliseconds, dates as text, numerics
// as float8 (what the columns' types expect)
const query = sql`
  SELECT e.id, ${epochMs(sql`e.sold_at`)}, ${dayText(sql`e.sale_day`)}, e.product_name, e.tenant_name,
    e.region_name, e.region_code, e.channel, e.category, e.amount::float8, e.quantity, e.unit,
    e.unit_price::float8, e.source_app, e.external_id, e.contact_phone, e.remark, ${epochMs(sql`e.created_at`)},
    ${dayText(sql`e.delivered_on`)}, e.status
  FROM ${sql.identifier(BENCH_TABLE)} e
  ORDER BY e.id`;

const handle = connectDatabase(url, { max: 2 });
const driver = localDriver(storageDir);
// the key the files service would give it
const month = new Date().toISOString().slice(0, 7).replace('-', '');
const key = `private/export/${month}/${randomUUID()}.${format}`;

// warm the connection (the server's pool is warm too), then read the baseline the export starts from
await handle.pool.query('SELECT 1');
const baseline = process.memoryUsage();
const baselineVmRss = statusKb('VmRSS');
const sampler = setInterval(sample, SAMPLE_EVERY_MS);
sample();

const cpuBefore = process.cpuUsage();
const started = performance.now();
// as the product's job reads: the rows were counted when the export was asked for, not again here
const read = await readByCursor(handle.pool, query, { count: false });
const openedMs = performance.now() - started;
let rows = 0;
let batches = 0;
let firstBatchMs = Number.NaN;
let size = 0;
try {
  const counted = async function* () {
    for await (const batch of read.batches) {
      if (batches === 0) firstBatchMs = performance.now() - started;
      batches += 1;
      rows += batch.length;
      yield batch as Cell[][];
    }
  };
  size = await driver.putStream(
    key,
    tableStream(format as TableFormat, BENCH_COLUMNS, counted(), { sheetName: '导出压测' }),
    TABLE_MIME[format as TableFormat],
  );
} finally {
  await read.close();
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);
sample();
await handle.close();

writeFileSync(
  resultFile,
  JSON.stringify({
    format,
    rows,
    total: rows,
    batches,
    file: path.join(storageDir, ...key.split('/')),
    size,
    seconds,
    openedSeconds: openedMs / 1000,
    firstBatchSeconds: firstBatchMs / 1000,
    cpuSeconds: { user: cpu.user / 1e6, system: cpu.system / 1e6 },
    memory: {
      source: 'VmHWM/VmRSS from /proc/self/status; the others process.memoryUsage() sampled every 100 ms',
      vmHwm: statusKb('VmHWM'),
      baselineVmRss,
      baseline,
      peaks,
      samples,
    },
  }),
);
