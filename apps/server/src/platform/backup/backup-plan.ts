import { z } from 'zod';

/**
 * What a backup holds and in which order it goes back (docs/decisions/026): pure, so the rules are tested without a
 * database. The SQL that reads the catalogue is in backup-queries.ts.
 */

/** The schemas the portal owns: its tables, drizzle's migration record, and the job queue of graphile-worker. */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle', 'graphile_worker'] as const;

/** DATA_DIR's folders that a restore needs besides the database: uploads, legacy uploads, the keys. */
export const DATA_FOLDERS = ['files', 'uploads', 'keys'] as const;
export type DataFolder = (typeof DATA_FOLDERS)[number];

export const MANIFEST_FILE = 'manifest.json';
/** Written first in every manifest; a later layout gets a new number and a restore that reads both. */
export const MANIFEST_FORMAT = 'rrsp-backup/1';

export interface TableName {
  schema: string;
  name: string;
}

export interface CatalogTable extends TableName {
  /** The stored columns in table order; generated columns are left out (PostgreSQL computes them again). */
  columns: string[];
}

export interface ForeignKey {
  from: TableName;
  to: TableName;
}

export interface AppliedMigration {
  hash: string;
  /** drizzle's `created_at`, the folder's timestamp, as text: it is a bigint. */
  createdAt: string;
}

export const qualifiedName = (table: TableName): string => `${table.schema}.${table.name}`;

/**
 * Tables in an order that loads every referenced row before the rows that refer to it. Ties go alphabetically so two
 * backups of one schema list their tables alike. A table referring to itself is loaded by one COPY, whose foreign-key
 * checks run at the end of the statement, so that edge is no constraint; a cycle between tables has no such order and
 * is refused by name.
 */
export const loadOrder = <T extends TableName>(
  tables: readonly T[],
  foreignKeys: readonly ForeignKey[],
): T[] => {
  const byName = new Map(tables.map((table) => [qualifiedName(table), table]));
  const waitingFor = new Map<string, Set<string>>(
    [...byName.keys()].map((name) => [name, new Set<string>()]),
  );
  for (const key of foreignKeys) {
    const from = qualifiedName(key.from);
    const to = qualifiedName(key.to);
    if (from === to || !byName.has(to)) continue;
    waitingFor.get(from)?.add(to);
  }
  const ordered: T[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([name]) => name);
    if (ready.length === 0) {
      throw new Error(`这些表的外键相互引用，无法排出装载顺序：${[...waitingFor.keys()].sort().join(', ')}`);
    }
    for (const name of ready.sort()) {
      ordered.push(byName.get(name) as T);
      waitingFor.delete(name);
      for (const needs of waitingFor.values()) needs.delete(name);
    }
  }
  return ordered;
};

/** Where a table's rows go inside the backup: one gzip'd COPY text file per table. */
export const tableFile = (table: TableName): string =>
  `database/${`${table.schema}.${table.name}`.replace(/[^A-Za-z0-9_.-]/g, '_')}.copy.gz`;

const pad = (value: number) => String(value).padStart(2, '0');

/** `rrsp-20260517-143012`, local time: a name people at the terminal sort and read. */
export const backupName = (at: Date): string =>
  `rrsp-${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}-` +
  `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
const IDENTIFIER = z.string().min(1).max(63);
/**
 * A path inside the backup that a restore writes back under DATA_DIR: it must stay inside one of the known folders,
 * so a tampered manifest cannot make the restore write anywhere else.
 */
const DATA_PATH = z
  .string()
  .refine(
    (value) =>
      DATA_FOLDERS.some((folder) => value.startsWith(`${folder}/`)) &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..') &&
      !value.includes('\\'),
    { message: 'a file path outside files/, uploads/ or keys/' },
  );

export const ManifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  /** PostgreSQL's `server_version` of the backed-up database. */
  serverVersion: z.string(),
  migrations: z.object({
    drizzle: z.array(z.object({ hash: z.string(), createdAt: z.string().regex(/^\d+$/) })),
    graphileWorker: z.array(z.number().int()),
  }),
  /** In load order. */
  tables: z.array(
    z.object({
      schema: IDENTIFIER,
      name: IDENTIFIER,
      columns: z.array(IDENTIFIER),
      rows: z.number().int().min(0),
      file: z.string().regex(/^database\/[A-Za-z0-9_.-]+\.copy\.gz$/),
      sha256: SHA256,
    }),
  ),
  sequences: z.array(
    z.object({
      schema: IDENTIFIER,
      name: IDENTIFIER,
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
  /** `s3`: the uploads live in the bucket, kept by the storage's own versioning, and `files/` is not in the backup. */
  storage: z.enum(['local', 's3']),
  files: z.array(z.object({ path: DATA_PATH, size: z.number().int().min(0), sha256: SHA256 })),
});
export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = Manifest['tables'][number];
export type ManifestFile = Manifest['files'][number];

/**
 * Why a restore of this backup onto this code's migrations would not be the same schema, or undefined when the lists
 * agree. The rows of a backup fit only the schema they came from; a restore refuses rather than guess.
 */
export const migrationMismatch = (
  backup: readonly AppliedMigration[],
  code: readonly AppliedMigration[],
): string | undefined => {
  const length = Math.max(backup.length, code.length);
  for (let index = 0; index < length; index += 1) {
    const ours = code[index];
    const theirs = backup[index];
    if (ours?.hash === theirs?.hash && ours?.createdAt === theirs?.createdAt) continue;
    if (!ours) {
      return `备份包含本版本代码没有的数据库迁移（第 ${index + 1} 个，共 ${backup.length} 个；本代码 ${code.length} 个）：请用生成该备份的版本恢复。 / The backup has migrations this code lacks: restore with the version that made it.`;
    }
    if (!theirs) {
      return `备份的数据库结构比本版本代码旧（备份 ${backup.length} 个迁移，本代码 ${code.length} 个）：请用生成该备份的版本恢复，再启动新版本升级。 / The backup predates this code's migrations: restore with the version that made it, then upgrade.`;
    }
    return `备份的第 ${index + 1} 个数据库迁移与本版本代码不同：请用生成该备份的版本恢复。 / Migration ${index + 1} of the backup differs from this code's.`;
  }
  return undefined;
};

/** The differences between the tables a backup holds and those the migrated target has; empty when they agree. */
export const tableMismatches = (
  backup: readonly CatalogTable[],
  target: readonly CatalogTable[],
): string[] => {
  const targetByName = new Map(target.map((table) => [qualifiedName(table), table]));
  const backupNames = new Set(backup.map(qualifiedName));
  const problems: string[] = [];
  for (const table of backup) {
    const found = targetByName.get(qualifiedName(table));
    if (!found) {
      problems.push(`目标库缺少表 ${qualifiedName(table)}`);
      continue;
    }
    const expected = [...table.columns].sort().join(',');
    if ([...found.columns].sort().join(',') !== expected) {
      problems.push(
        `表 ${qualifiedName(table)} 的列不同：备份 (${table.columns.join(', ')})，目标 (${found.columns.join(', ')})`,
      );
    }
  }
  for (const table of target) {
    if (!backupNames.has(qualifiedName(table))) problems.push(`备份中没有目标库的表 ${qualifiedName(table)}`);
  }
  return problems;
};
