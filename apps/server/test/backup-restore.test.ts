import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../src/platform/backup/backup-files.ts';
import { startEmbeddedDatabase } from '../src/platform/database/embedded.ts';
import { insertNews } from './content-fixtures.ts';
import { addMember, createTenant } from './fixtures.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { leishanTownship, settlementForm, uploadLicence } from './settlement-fixtures.ts';
import { uploadImage } from './shelf-fixtures.ts';
import { signedInCall, signedInUser } from './signed-in-call.ts';

/**
 * `npm run backup` and `npm run restore` as the operator runs them (issue 23): a portal with rows in many tables and
 * files on local storage is backed up by the CLI, restored into a fresh DATA_DIR whose embedded database the restore
 * initialises, and the two compared table by table (row count and a digest of every row) and file by file.
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const scratch = path.join(tmpdir(), `rrsp-backup-test-${randomUUID()}`);
const sourceDir = path.join(scratch, 'source');
const backupDir = path.join(scratch, 'backup');
const restoredDir = path.join(scratch, 'restored');

/** A CLI of src/cli as `npm run backup` / `npm run restore` start it; answers its exit code and output. */
const cli = async (script: 'backup' | 'restore', args: string[], env: Record<string, string>) => {
  const { DATABASE_URL: _configured, DATA_DIR: _dataDir, INIT_CWD: _from, ...inherited } = process.env;
  const result = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { ...inherited, NODE_ENV: 'test', SEED_DEMO: 'false', ...env },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
};

const SCHEMAS = ['public', 'drizzle', 'graphile_worker'];

/** Every table of our schemas with its row count and an md5 of its rows in a fixed order; every sequence's position. */
const snapshot = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables: Record<string, { rows: number; digest: string }> = {};
    const { rows: names } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
        WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1`,
      [SCHEMAS],
    );
    for (const { name } of names) {
      const { rows } = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
           FROM ${name} t`,
      );
      tables[name] = rows[0] as { rows: number; digest: string };
    }
    const sequences: Record<string, string> = {};
    const { rows: sequenceNames } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', sequence_schema, sequence_name) AS name FROM information_schema.sequences
        WHERE sequence_schema = ANY($1) ORDER BY 1`,
      [SCHEMAS],
    );
    for (const { name } of sequenceNames) {
      const { rows } = await client.query(`SELECT last_value, is_called FROM ${name}`);
      sequences[name] = JSON.stringify(rows[0]);
    }
    return { tables, sequences };
  } finally {
    await client.end();
  }
};

/** The restored embedded database, started for a look and stopped again (the restore CLI stops it when done). */
const snapshotOfRestored = async () => {
  const embedded = await startEmbeddedDatabase(restoredDir, { info: () => undefined, warn: () => undefined });
  try {
    return await snapshot(embedded.url);
  } finally {
    await embedded.stop();
  }
};

/** Every file under DATA_DIR's files/, uploads/ and keys/, by relative path. */
const dataFiles = async (dataDir: string) => {
  const files: Record<string, Buffer> = {};
  for (const folder of ['files', 'uploads', 'keys']) {
    for (const relative of await listFiles(path.join(dataDir, folder))) {
      files[`${folder}/${relative}`] = await readFile(path.join(dataDir, folder, relative));
    }
  }
  return files;
};

let context: TestContext;
let source: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  // as root the embedded database runs as the user postgres, who must be able to enter the restored DATA_DIR
  await mkdir(scratch, { recursive: true, mode: 0o755 });
  // no job worker: nothing writes behind the test's back between the backup and the comparison
  context = await createTestContext({ DATA_DIR: sourceDir, JOBS_WORKER: 'false' });
  const { app, db } = context;
  const township = await leishanTownship(db);

  // a settlement with its uploaded licence (a private file and its watermarked copy) and its events
  const applicant = await signedInUser(db);
  const licence = await uploadLicence(app, applicant.token);
  expect(licence.status, licence.body.msg).toBe(200);
  const form = settlementForm({ licenceFileId: licence.body.data.fileId, regionCode: township });
  const submitted = await signedInCall(app, 'POST', '/basics/pc/tenant/settlement/submit', applicant.token, {
    body: form,
  });
  expect(submitted.status, submitted.body.msg).toBe(200);

  // a tenant with members, a public picture, and news (which the month counts follow by trigger)
  const tenant = await createTenant(db, ['participant']);
  const admin = await signedInUser(db);
  await addMember(db, tenant.id, admin.id, true);
  await addMember(db, tenant.id, applicant.id);
  await uploadImage(app, admin.token);
  for (const [index, title] of ['春茶开采', '稻鱼共生', '乡村旅游'].entries()) {
    await insertNews(db, { title, daysAgo: index * 40 });
  }
  // a legacy upload: DATA_DIR/uploads goes along too
  await writeFile(path.join(sourceDir, 'uploads', 'cover-legacy.jpg'), Buffer.from('legacy cover bytes'));
}, 120_000);

afterAll(async () => {
  await context?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into a fresh data directory', () => {
  it('brings back the same rows in every table, the same sequences and the same files byte for byte', async () => {
    const backup = await cli('backup', ['--out', backupDir], {
      DATABASE_URL: context.databaseUrl,
      DATA_DIR: sourceDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`备份完成：${backupDir}`);
    source = await snapshot(context.databaseUrl);

    const restore = await cli('restore', ['--from', backupDir], { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('恢复完成');

    // the fixtures are really there: an empty comparison would prove nothing
    for (const table of [
      'users',
      'tenants',
      'tenant_members',
      'settlement_applications',
      'stored_files',
      'news',
    ]) {
      expect(source.tables[`public.${table}`]?.rows, table).toBeGreaterThan(0);
    }
    expect(source.tables['public.news_month_counts']?.rows).toBeGreaterThan(0);
    expect(source.tables['public.regions']?.rows).toBeGreaterThan(1000);
    expect(source.tables['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(20);
    expect(source.tables['graphile_worker.migrations']?.rows).toBeGreaterThan(0);

    const restored = await snapshotOfRestored();
    expect(restored.tables).toEqual(source.tables);
    expect(restored.sequences).toEqual(source.sequences);

    const sourceFiles = await dataFiles(sourceDir);
    expect(Object.keys(sourceFiles).some((file) => file.startsWith('files/private/licence/'))).toBe(true);
    expect(Object.keys(sourceFiles).some((file) => file.startsWith('files/public/'))).toBe(true);
    expect(Object.keys(sourceFiles)).toContain('keys/file-links.secret');
    expect(Object.keys(sourceFiles)).toContain('uploads/cover-legacy.jpg');
    expect(await dataFiles(restoredDir)).toEqual(sourceFiles);
  }, 180_000);

  it('refuses a target that already holds data (exit 2, nothing changed) unless --force', async () => {
    const refused = await cli('restore', ['--from', backupDir], { DATA_DIR: restoredDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('目标已有数据');
    expect(refused.stderr).toContain('The target already holds data');
    expect(refused.stderr).toContain('--force');
    expect((await readdir(restoredDir)).filter((name) => name.includes('before-restore'))).toEqual([]);

    const forced = await cli('restore', ['--from', backupDir, '--force'], { DATA_DIR: restoredDir });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('原有目录已改名保留');
    // loaded over the earlier restore: emptied first, and the counters kept by triggers not counted twice
    expect((await snapshotOfRestored()).tables).toEqual(source.tables);
    expect(await dataFiles(restoredDir)).toEqual(await dataFiles(sourceDir));
  }, 180_000);

  it('refuses a damaged backup before it touches the target (exit 1)', async () => {
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    const licence = manifest.files.find((file: { path: string }) =>
      file.path.startsWith('files/private/licence/'),
    );
    await writeFile(path.join(backupDir, licence.path), Buffer.from('not the licence'));

    const damaged = await cli('restore', ['--from', backupDir, '--force'], { DATA_DIR: restoredDir });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('sha256');
    expect(damaged.stderr).toContain(licence.path);
    expect((await snapshotOfRestored()).tables).toEqual(source.tables);
  }, 180_000);
});
