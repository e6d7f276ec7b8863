import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDirectory, loadConfig } from '../config.ts';
import {
  RestoreFailed,
  RestoreRefused,
  readBackup,
  restoreBackup,
} from '../platform/backup/restore-backup.ts';
import { openDatabase, runCommand } from './cli-database.ts';

/**
 * `npm run restore -- --from <备份目录> [--force]`: a backup of `npm run backup` into the configured target, a fresh
 * DATA_DIR (its embedded database initialised as the server does it) or an empty DATABASE_URL (docs/decisions/026).
 * Exit 2: refused, nothing changed; exit 1: failed, the database transaction rolled back.
 */
const USAGE = [
  '用法：npm run restore -- --from <备份目录> [--force]',
  '恢复到当前配置的 DATA_DIR（内置数据库）或 DATABASE_URL；目标已有数据时拒绝，除非加 --force。',
].join('\n');

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.from) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const from = path.resolve(invocationDirectory(), values.from);
  const config = loadConfig();
  let embedded: Awaited<ReturnType<typeof openDatabase>>['embedded'];
  try {
    const manifest = await readBackup(from);
    const target = await openDatabase(config);
    embedded = target.embedded;
    const summary = await restoreBackup(
      from,
      manifest,
      { databaseUrl: target.url, dataDir: config.dataDir },
      { force: values.force === true },
    );
    console.log(
      [
        `恢复完成：${from} → ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}（内置数据库）`}`,
        `  备份时间 ${manifest.createdAt}，来自 PostgreSQL ${manifest.serverVersion}`,
        `  数据库：${manifest.tables.length} 张表，${summary.rows} 行（与清单逐表核对一致），${manifest.sequences.length} 个序列`,
        `  文件：${summary.files} 个，${(summary.bytes / 1024 / 1024).toFixed(1)} MB（sha256 逐个核对一致）`,
        ...summary.movedAside.map((folder) => `  原有目录已改名保留：${folder}`),
        ...(manifest.storage === 's3'
          ? [
              '  注意：备份来自 STORAGE=s3，上传的文件在对象存储桶中，不在备份里；请设置同一个存储桶（或从其版本/副本恢复）。',
            ]
          : []),
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`未恢复：${error.message}`);
      return 2;
    }
    if (error instanceof RestoreFailed) {
      console.error(`恢复失败：${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await embedded?.stop().catch(() => undefined);
  }
};

runCommand(main, '恢复失败');
