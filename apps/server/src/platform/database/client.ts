import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';

/** The query builder. Tables are imported where they are used, so the database layer knows no module. */
export type Database = NodePgDatabase & { $client: pg.Pool };
/** A transaction opened by `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository runs on: the database, or the transaction its caller opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** graphile-worker announces each migration; the start-up output stays ours. */
const QUIET_LOGGER = new Logger(() => () => undefined);

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../../drizzle');

export const connectDatabase = (url: string, options: { max?: number } = {}): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'rrsp-server',
  });
  // A client losing its connection (idle in the pool, or checked out by the job worker) must not crash the
  // process; the next query reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
};

/** Our schema (drizzle-kit's SQL files), then the job queue's own (graphile-worker keeps its schema versioned). */
export const migrateDatabase = async (db: Database): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await runMigrations({ pgPool: db.$client, logger: QUIET_LOGGER });
};
