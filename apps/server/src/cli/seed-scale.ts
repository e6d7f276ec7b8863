import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { bootstrapSystemData } from '../bootstrap.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase, migrateDatabase } from '../platform/database/client.ts';
import { EmbeddedDatabaseError } from '../platform/database/embedded.ts';
import {
  fileServiceCertificateStore,
  fileServiceCoverStore,
  fileServiceImageStore,
  fileServiceLicenceStore,
} from '../seed/cover-store.ts';
import { seedDemoData } from '../seed/demo.ts';
import { openDatabase } from './cli-database.ts';
import { type BulkPart, SCALE_PARTS } from './seed-scale-sql.ts';

/**
 * `npm run seed:scale [-- --news 1000000 --services 1000000 --sales 1000000]`: a database of a million news, services
 * and sales beside the demo data, to measure the portal at scale (`npm run bench:scale`, decision 018). It never
 * touches the portal's own database: with DATABASE_URL it uses the database `rrsp_scale` on that server, otherwise an
 * embedded cluster of its own under DATA_DIR/scale. Running it again tops each part up to the asked size.
 */
const USAGE =
  '用法：npm run seed:scale -- [--news 1000000] [--services 1000000] [--sales 1000000] [--data-dir <目录>]';

export const SCALE_DATABASE = 'rrsp_scale';

/** The same server, another database: created on first use. */
const scaleDatabaseOn = async (url: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [SCALE_DATABASE]);
    if (!rowCount) await admin.query(`create database ${SCALE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${SCALE_DATABASE}`;
  return target.toString();
};

const count = (raw: string | undefined, fallback: number, name: string): number => {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`--${name} 须为非负整数，收到 ${raw}`);
  return value;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} 秒`;

/**
 * Tops one table up to `target` rows in one transaction. Bulk loading into a table with its indexes in place updates
 * every index row by row (the GIN keyword index above all); dropping the table's plain indexes, loading, and building
 * them again from their own definitions is several times faster and leaves them compact.
 */
const fillPart = async (client: pg.PoolClient, part: BulkPart, target: number) => {
  const { rows } = await client.query<{ n: string }>(part.countSql);
  const present = Number(rows[0]?.n ?? 0);
  if (present >= target) {
    console.log(`  ${part.label}：已有 ${present.toLocaleString()} 条，跳过`);
    return;
  }
  const started = performance.now();
  await client.query('begin');
  try {
    const indexes = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i
        where i.indrelid = any($1::regclass[]) and not i.indisprimary and not i.indisunique`,
      [part.tables],
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
    await client.query(part.insertSql, [target - present]);
    const loaded = seconds(started);
    for (const index of indexes.rows) await client.query(index.definition);
    await client.query('commit');
    console.log(
      `  ${part.label}：新增 ${(target - present).toLocaleString()} 条（写入 ${loaded}，含重建 ${indexes.rowCount} 个索引共 ${seconds(started)}）`,
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
};

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      news: { type: 'string' },
      services: { type: 'string' },
      sales: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const targets = {
    news: count(values.news, 1_000_000, 'news'),
    services: count(values.services, 1_000_000, 'services'),
    sales: count(values.sales, 1_000_000, 'sales'),
  };
  const config = loadConfig();
  const dataDir = path.resolve(values['data-dir'] ?? path.join(config.dataDir, 'scale'));
  const started = performance.now();
  const opened = config.databaseUrl
    ? { url: await scaleDatabaseOn(config.databaseUrl), embedded: undefined }
    : await openDatabase({ databaseUrl: undefined, dataDir });
  const database = connectDatabase(opened.url, { max: 2 });
  try {
    console.log('迁移数据库并写入演示数据…');
    await migrateDatabase(database.db);
    await bootstrapSystemData(database.db, config.partners);
    const app = await buildApp({ config: { ...config, dataDir, logLevel: 'warn' }, db: database.db });
    try {
      await seedDemoData(database.db, dataDir, {
        storeCover: fileServiceCoverStore(app.files),
        storeLicence: fileServiceLicenceStore(app.files),
        storeImage: fileServiceImageStore(app.files),
        storeCertificate: fileServiceCertificateStore(app.files),
      });
    } finally {
      await app.close();
    }
    console.log(`批量写入（${seconds(started)}）：`);
    const client = await database.pool.connect();
    try {
      // a session of our own: enough memory to build the indexes in one pass, and no statement timeout
      await client.query("set maintenance_work_mem = '1GB'");
      await client.query("set work_mem = '256MB'");
      await client.query('set statement_timeout = 0');
      await client.query('select setseed(0.42)');
      for (const part of SCALE_PARTS) await fillPart(client, part, targets[part.key]);
      console.log('整理统计信息与可见性映射（VACUUM ANALYZE）…');
      for (const table of ['news', 'shelf_items', 'shelf_revisions', 'sale_records', 'sale_month_totals']) {
        await client.query(`vacuum (analyze) ${table}`);
      }
    } finally {
      client.release();
    }
    console.log(`完成，共用时 ${seconds(started)}。`);
    console.log(
      config.databaseUrl
        ? `让服务使用它：DATABASE_URL=${opened.url.replace(/:[^:@/]*@/, ':***@')} npm start`
        : `让服务使用它：DATA_DIR=${dataDir} SEED_DEMO=false npm start\n测量：npm run bench:scale -- --data-dir ${dataDir}`,
    );
    return 0;
  } finally {
    await database.close().catch(() => undefined);
    await opened.embedded?.stop().catch(() => undefined);
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) console.error(error.message);
    else console.error(`生成失败：${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
