import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { copyFileWithDigest, listFiles, pipeWithDigest } from './backup-files.ts';
import {
  DATA_FOLDERS,
  loadOrder,
  MANIFEST_FILE,
  MANIFEST_FORMAT,
  type Manifest,
  type ManifestFile,
  tableFile,
} from './backup-plan.ts';
import {
  copyTableOut,
  listForeignKeys,
  listSequences,
  listTables,
  readDrizzleMigrations,
  readGraphileMigrations,
  readSequence,
  readServerVersion,
} from './backup-queries.ts';

export class BackupRefused extends Error {}

export interface BackupSource {
  databaseUrl: string;
  dataDir: string;
  storage: 'local' | 's3';
}

/**
 * The database in one snapshot, then DATA_DIR's files and keys, into `out` (docs/decisions/026). Safe while the server
 * runs: the dump is one REPEATABLE READ READ ONLY transaction, which blocks no writer. The manifest is written last,
 * so a directory without one is a backup that did not finish; a failed run removes what it wrote.
 */
export const createBackup = async (source: BackupSource, out: string): Promise<Manifest> => {
  const existing = await readdir(out).catch(() => []);
  if (existing.length > 0)
    throw new BackupRefused(`备份目录 ${out} 已存在且不为空，请换一个 --out。 / ${out} is not empty.`);
  // only the backup itself is private: folders made above it keep the usual permissions
  await mkdir(path.dirname(out), { recursive: true });
  await mkdir(path.join(out, 'database'), { recursive: true, mode: 0o700 });
  try {
    const database = await dumpDatabase(source.databaseUrl, out);
    const files: ManifestFile[] = [];
    for (const folder of DATA_FOLDERS) {
      // with S3 the uploads are the bucket's, kept by its own versioning or replication, not copied here
      if (folder === 'files' && source.storage === 's3') continue;
      const root = path.join(source.dataDir, folder);
      for (const relative of await listFiles(root)) {
        const digest = await copyFileWithDigest(path.join(root, relative), path.join(out, folder, relative));
        files.push({ path: `${folder}/${relative}`, ...digest });
      }
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date().toISOString(),
      ...database,
      storage: source.storage,
      files,
    };
    const written = path.join(out, `${MANIFEST_FILE}.partial`);
    await writeFile(written, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await rename(written, path.join(out, MANIFEST_FILE));
    return manifest;
  } catch (error) {
    await rm(out, { recursive: true, force: true });
    throw error;
  }
};

const dumpDatabase = async (url: string, out: string) => {
  const client = new pg.Client({ connectionString: url, application_name: 'rrsp-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // the snapshot is taken by the first statement: every read below sees the database at this one moment
    const tables = loadOrder(await listTables(client), await listForeignKeys(client));
    const serverVersion = await readServerVersion(client);
    const migrations = {
      drizzle: await readDrizzleMigrations(client),
      graphileWorker: await readGraphileMigrations(client),
    };
    // sequences are not transactional: read after the snapshot began, each is at or past every value its rows hold
    const sequences = [];
    for (const sequence of await listSequences(client)) {
      sequences.push({ ...sequence, ...(await readSequence(client, sequence)) });
    }
    const dumped: Manifest['tables'] = [];
    for (const table of tables) {
      const file = tableFile(table);
      const copy = copyTableOut(client, table);
      const written = await pipeWithDigest(
        [copy],
        [createGzip(), createWriteStream(path.join(out, file), { mode: 0o600 })],
      );
      // the digest is of the rows as COPY gave them; the restore checks the same bytes after unzipping
      dumped.push({ ...table, rows: copy.rowCount, file, sha256: written.sha256 });
    }
    await client.query('COMMIT');
    return { serverVersion, migrations, tables: dumped, sequences };
  } finally {
    await client.end().catch(() => undefined);
  }
};
