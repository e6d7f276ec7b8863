import { createReadStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { connectDatabase, MIGRATIONS_FOLDER, migrateDatabase } from '../database/client.ts';
import { copyFileWithDigest, listFiles, pipeWithDigest } from './backup-files.ts';
import {
  type AppliedMigration,
  DATA_FOLDERS,
  MANIFEST_FILE,
  type Manifest,
  ManifestSchema,
  migrationMismatch,
  qualifiedName,
  tableMismatches,
} from './backup-plan.ts';
import {
  copyTableIn,
  countRows,
  enableTriggers,
  listTables,
  prepareForLoad,
  readDrizzleMigrations,
  readGraphileMigrations,
  setSequence,
  tablesWithRows,
} from './backup-queries.ts';

/** The restore would overwrite data or does not fit this code: no row or file of the target was changed (exit 2). */
export class RestoreRefused extends Error {}
/** The backup is damaged (a digest or a row count differs): the database transaction was rolled back (exit 1). */
export class RestoreFailed extends Error {}

export interface RestoreTarget {
  databaseUrl: string;
  dataDir: string;
}

export interface RestoreSummary {
  rows: number;
  files: number;
  bytes: number;
  /** Folders of DATA_DIR that `--force` moved aside rather than delete. */
  movedAside: string[];
}

/**
 * The manifest of a backup, once it is known to be complete and to fit this code's migrations: checked before a
 * target is opened, so a wrong `--from` does not even start (or initialise) a database.
 */
export const readBackup = async (from: string): Promise<Manifest> => {
  const manifest = await readManifest(from);
  const versionProblem = migrationMismatch(manifest.migrations.drizzle, codeMigrations());
  if (versionProblem) throw new RestoreRefused(versionProblem);
  return manifest;
};

const readManifest = async (from: string): Promise<Manifest> => {
  const text = await readFile(path.join(from, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) {
    throw new RestoreRefused(
      `${from} 中没有 ${MANIFEST_FILE}：这不是一份完整的备份（备份中断时不会写它）。 / ${from} holds no manifest: not a complete backup.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new RestoreRefused(
      `${MANIFEST_FILE} 无法识别（${parsed.error.issues[0]?.message}）。 / The manifest is not one this version reads.`,
    );
  }
  return parsed.data;
};

const codeMigrations = (): AppliedMigration[] =>
  readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
  }));

/**
 * What the target already holds: portal tables with rows, and DATA_DIR folders with files. The migration records
 * alone are no data: a database that was only migrated (or a restore that failed after migrating it) is still empty.
 */
const existingData = async (client: pg.ClientBase, dataDir: string) => {
  const portalTables = (await listTables(client)).filter((table) => table.schema === 'public');
  const tables = await tablesWithRows(client, portalTables);
  const folders: string[] = [];
  for (const folder of DATA_FOLDERS) {
    if ((await listFiles(path.join(dataDir, folder))).length > 0) folders.push(folder);
  }
  return { tables: tables.map(qualifiedName), folders };
};

/**
 * Restores a backup (as `readBackup` read it) into an empty target (docs/decisions/026): refuses a target with data
 * unless `force`, creates the schema with this code's migrations, loads every table in one transaction that commits
 * only when each table's digest and row count match the manifest, and puts the files and keys back checked against
 * their sha256. Files are staged and verified before the database is touched, and moved into place after it
 * committed; `force` moves a target's earlier folders aside instead of deleting them.
 */
export const restoreBackup = async (
  from: string,
  manifest: Manifest,
  target: RestoreTarget,
  options: { force: boolean },
): Promise<RestoreSummary> => {
  const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'rrsp-restore' });
  await client.connect();
  const staging = path.join(target.dataDir, `.restore-staging-${process.pid}`);
  try {
    const existing = await existingData(client, target.dataDir);
    if (!options.force && (existing.tables.length > 0 || existing.folders.length > 0)) {
      const what = [
        ...existing.tables.slice(0, 5),
        ...existing.folders.map((folder) => `DATA_DIR/${folder}`),
      ];
      throw new RestoreRefused(
        `目标已有数据（${what.join('、')}${existing.tables.length > 5 ? ' 等' : ''}），恢复会覆盖它们。` +
          '确认要覆盖，请加 --force（原有文件目录会被改名保留）。\n' +
          'The target already holds data; restoring would overwrite it. Add --force to overwrite.',
      );
    }

    await rm(staging, { recursive: true, force: true });
    const files = await stageFiles(from, manifest, staging);

    const database = connectDatabase(target.databaseUrl, { max: 1 });
    try {
      await migrateDatabase(database.db);
    } finally {
      await database.close();
    }
    const migrated = migrationMismatch(manifest.migrations.drizzle, await readDrizzleMigrations(client));
    if (migrated) throw new RestoreRefused(`目标库：${migrated}`);
    const graphile = await readGraphileMigrations(client);
    if (graphile.join(',') !== manifest.migrations.graphileWorker.join(',')) {
      throw new RestoreRefused(
        `任务队列（graphile-worker）的数据库结构与备份不同（备份 ${manifest.migrations.graphileWorker.length} 个迁移，目标 ${graphile.length} 个）：请用生成该备份的版本恢复。 / The job queue's schema differs from the backup's.`,
      );
    }

    const rows = await loadTables(client, from, manifest);
    const movedAside = await moveIntoPlace(staging, target.dataDir);
    return { rows, files: files.count, bytes: files.bytes, movedAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await client.end().catch(() => undefined);
  }
};

/** Copies every file of the backup beside its place, checking each against the manifest before anything else moves. */
const stageFiles = async (from: string, manifest: Manifest, staging: string) => {
  const damaged: string[] = [];
  let bytes = 0;
  for (const file of manifest.files) {
    const copied = await copyFileWithDigest(path.join(from, file.path), path.join(staging, file.path)).catch(
      () => undefined,
    );
    if (!copied || copied.sha256 !== file.sha256 || copied.size !== file.size) damaged.push(file.path);
    bytes += copied?.size ?? 0;
  }
  if (damaged.length > 0) {
    throw new RestoreFailed(
      `备份中 ${damaged.length} 个文件缺失或与清单的 sha256 不符（${damaged.slice(0, 5).join('、')}）：备份已损坏，未做任何改动。 / ${damaged.length} files are missing or damaged; nothing was changed.`,
    );
  }
  return { count: manifest.files.length, bytes };
};

/** Every table in one transaction: emptied, loaded in the manifest's order, sequences set, checked, then committed. */
const loadTables = async (client: pg.ClientBase, from: string, manifest: Manifest): Promise<number> => {
  await client.query('BEGIN');
  try {
    const targetTables = await listTables(client);
    const mismatches = tableMismatches(manifest.tables, targetTables);
    if (mismatches.length > 0) {
      throw new RestoreRefused(
        `目标库的表与备份不同：\n  ${mismatches.join('\n  ')}\n / The target's tables differ from the backup's.`,
      );
    }
    await prepareForLoad(client, targetTables);
    let rows = 0;
    for (const table of manifest.tables) {
      const loaded = await pipeWithDigest(
        [createReadStream(path.join(from, table.file)), createGunzip()],
        [copyTableIn(client, table)],
      );
      if (loaded.sha256 !== table.sha256) {
        throw new RestoreFailed(
          `表 ${qualifiedName(table)} 的数据与清单的 sha256 不符：备份已损坏。 / Table data damaged.`,
        );
      }
      const count = await countRows(client, table);
      if (count !== table.rows) {
        throw new RestoreFailed(
          `表 ${qualifiedName(table)} 恢复了 ${count} 行，清单记为 ${table.rows} 行。 / Row count differs from the manifest.`,
        );
      }
      rows += count;
    }
    for (const sequence of manifest.sequences) await setSequence(client, sequence);
    await enableTriggers(client, targetTables);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
};

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Puts the staged folders in DATA_DIR; a folder with files already there (only with --force) is renamed, not deleted. */
const moveIntoPlace = async (staging: string, dataDir: string): Promise<string[]> => {
  const movedAside: string[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const folder of DATA_FOLDERS) {
    const place = path.join(dataDir, folder);
    if ((await listFiles(place)).length > 0) {
      const aside = `${place}.before-restore-${stamp}`;
      await rename(place, aside);
      movedAside.push(aside);
    } else {
      await rm(place, { recursive: true, force: true });
    }
    const staged = path.join(staging, folder);
    if (await exists(staged)) await rename(staged, place);
  }
  return movedAside;
};
