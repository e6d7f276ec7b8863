import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDirectory, loadConfig } from '../config.ts';
import { backupName } from '../platform/backup/backup-plan.ts';
import { BackupRefused, createBackup } from '../platform/backup/create-backup.ts';
import { openDatabase, runCommand } from './cli-database.ts';

/**
 * `npm run backup [-- --out <目录>]`: the database (one snapshot, safe while the server runs), DATA_DIR's files and
 * keys, and a manifest with row counts and sha256, into `./backups/rrsp-<时间>` by default (docs/decisions/026).
 */
const USAGE = '用法：npm run backup [-- --out <备份目录>]（默认 ./backups/rrsp-<日期-时间>）';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const out = path.resolve(invocationDirectory(), values.out ?? path.join('backups', backupName(new Date())));
  const { url, embedded } = await openDatabase(config);
  try {
    const manifest = await createBackup(
      { databaseUrl: url, dataDir: config.dataDir, storage: config.storage.driver },
      out,
    );
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    console.log(
      [
        `备份完成：${out}`,
        `  数据库（PostgreSQL ${manifest.serverVersion}）：${manifest.tables.length} 张表，${rows} 行，${manifest.sequences.length} 个序列`,
        `  文件：${manifest.files.length} 个，${megabytes(bytes)}（DATA_DIR 下的 files、uploads、keys）`,
        ...(manifest.storage === 's3'
          ? [
              '  注意：STORAGE=s3，上传的文件在对象存储桶中，本备份不包含它们；请依靠存储桶自身的版本控制或跨区域复制保护它们。',
              "  Note: with STORAGE=s3 the uploaded files live in the bucket and are NOT in this backup; rely on the bucket's versioning or replication.",
            ]
          : []),
        ...(config.storage.linkSecret
          ? ['  注意：FILE_LINK_SECRET 来自环境变量，不在备份中，恢复后的服务需设置同一个值。']
          : []),
        `恢复：npm run restore -- --from ${out}`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await embedded?.stop().catch(() => undefined);
  }
};

runCommand(main, '备份失败');
