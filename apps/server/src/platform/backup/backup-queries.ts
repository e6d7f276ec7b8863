import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import {
  type AppliedMigration,
  BACKED_UP_SCHEMAS,
  type CatalogTable,
  type ForeignKey,
  type TableName,
} from './backup-plan.ts';

/**
 * The SQL of backup and restore, on one client (one connection, one transaction): the catalogue read, COPY out and in,
 * sequences. Catalogue reads are by schema name, so a table a later migration adds is backed up without a change here.
 */

const quote = (table: TableName): string =>
  `${pg.escapeIdentifier(table.schema)}.${pg.escapeIdentifier(table.name)}`;
const columnList = (columns: readonly string[]) =>
  columns.map((column) => pg.escapeIdentifier(column)).join(', ');

/** Ordinary tables of our schemas with their stored columns; tables an extension owns are the extension's. */
export const listTables = async (client: pg.ClientBase): Promise<CatalogTable[]> => {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] | null }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      ORDER BY 1, 2`,
    [BACKED_UP_SCHEMAS],
  );
  return rows.map((row) => ({ schema: row.schema, name: row.name, columns: row.columns ?? [] }));
};

export const listForeignKeys = async (client: pg.ClientBase): Promise<ForeignKey[]> => {
  const { rows } = await client.query<{ fs: string; fn: string; ts: string; tn: string }>(
    `SELECT fn.nspname AS fs, f.relname AS fn, tn.nspname AS ts, t.relname AS tn
       FROM pg_constraint k
       JOIN pg_class f ON f.oid = k.conrelid JOIN pg_namespace fn ON fn.oid = f.relnamespace
       JOIN pg_class t ON t.oid = k.confrelid JOIN pg_namespace tn ON tn.oid = t.relnamespace
      WHERE k.contype = 'f' AND fn.nspname = ANY($1)`,
    [BACKED_UP_SCHEMAS],
  );
  return rows.map((row) => ({
    from: { schema: row.fs, name: row.fn },
    to: { schema: row.ts, name: row.tn },
  }));
};

export const listSequences = async (client: pg.ClientBase): Promise<TableName[]> => {
  const { rows } = await client.query<TableName>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
    [BACKED_UP_SCHEMAS],
  );
  return rows;
};

/** A sequence's position; bigint, so as text. */
export const readSequence = async (client: pg.ClientBase, sequence: TableName) => {
  const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
    `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quote(sequence)}`,
  );
  const [row] = rows;
  if (!row) throw new Error(`sequence ${sequence.schema}.${sequence.name} answered no row`);
  return row;
};

export const setSequence = async (
  client: pg.ClientBase,
  sequence: TableName & { lastValue: string; isCalled: boolean },
): Promise<void> => {
  await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
    quote(sequence),
    sequence.lastValue,
    sequence.isCalled,
  ]);
};

export const readServerVersion = async (client: pg.ClientBase): Promise<string> =>
  (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ??
  'unknown';

const tableExists = async (client: pg.ClientBase, qualified: string): Promise<boolean> =>
  (await client.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [qualified])).rows[0]
    ?.found === true;

/** drizzle's record of the migrations applied, oldest first; empty on a database never migrated. */
export const readDrizzleMigrations = async (client: pg.ClientBase): Promise<AppliedMigration[]> => {
  if (!(await tableExists(client, 'drizzle.__drizzle_migrations'))) return [];
  const { rows } = await client.query<AppliedMigration>(
    'SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows;
};

/** graphile-worker's own migration numbers, oldest first. */
export const readGraphileMigrations = async (client: pg.ClientBase): Promise<number[]> => {
  if (!(await tableExists(client, 'graphile_worker.migrations'))) return [];
  const { rows } = await client.query<{ id: number }>(
    'SELECT id FROM graphile_worker.migrations ORDER BY id',
  );
  return rows.map((row) => row.id);
};

export const countRows = async (client: pg.ClientBase, table: TableName): Promise<number> =>
  Number(
    (await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${quote(table)}`)).rows[0]?.count,
  );

/** The tables among these that hold at least one row. */
export const tablesWithRows = async (
  client: pg.ClientBase,
  tables: readonly TableName[],
): Promise<TableName[]> => {
  const found: TableName[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quote(table)}) AS any`,
    );
    if (rows[0]?.any) found.push(table);
  }
  return found;
};

/** A table's rows as a COPY text stream, in the snapshot of the client's transaction. */
export const copyTableOut = (client: pg.ClientBase, table: CatalogTable) =>
  client.query(copyTo(`COPY ${quote(table)} (${columnList(table.columns)}) TO STDOUT`));

export const copyTableIn = (client: pg.ClientBase, table: CatalogTable) =>
  client.query(copyFrom(`COPY ${quote(table)} (${columnList(table.columns)}) FROM STDIN`));

/**
 * Empties the tables and turns their own triggers off until `enableTriggers`: the rows come back as they were,
 * and the counters the triggers keep (news per month, sales totals) come back from their own tables, not counted
 * twice. Foreign keys stay checked, which is why the load goes in `loadOrder`.
 */
export const prepareForLoad = async (client: pg.ClientBase, tables: readonly TableName[]): Promise<void> => {
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
  if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(quote).join(', ')} RESTART IDENTITY`);
};

export const enableTriggers = async (client: pg.ClientBase, tables: readonly TableName[]): Promise<void> => {
  for (const table of tables) await client.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
};
