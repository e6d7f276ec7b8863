import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { contextStore, withContextHeld } from '../async-context.ts';

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

/** Thrown when work inside a transaction asks the pool for a second connection (see guardTransactions). */
export class SecondConnectionInTransaction extends Error {
  constructor() {
    super(
      'a query inside a transaction asked the pool for a second connection: query through the transaction handle',
    );
    this.name = 'SecondConnectionInTransaction';
  }
}

/** The transaction whose callback is running in this async context; `open` turns false once the callback ends. */
const openTransaction = contextStore<{ open: boolean }>();

/** Runs `work` as the body of a transaction that already holds a connection: the pool refuses it a second one. */
export const asTransactionBody = <T>(work: () => Promise<T>): Promise<T> =>
  withContextHeld(() => {
    const marker = { open: true };
    return openTransaction.run(marker, async () => {
      try {
        return await work();
      } finally {
        marker.open = false;
      }
    });
  });

/**
 * Makes a transaction that waits for a second pool connection impossible rather than rare: while a transaction's
 * callback runs, the pool refuses to hand out a connection in that async context. Such a wait holds one connection
 * (and its row locks) while asking for another, so a handful of parallel requests exhaust the pool and stall every
 * user of the instance; refused at once, the mistake is a failing test instead of an outage. Work the callback
 * leaves running after it returns (a timer, a fire-and-forget send) may use the pool again.
 */
const guardTransactions = (pool: pg.Pool, db: Database): void => {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (openTransaction.getStore()?.open) {
      const refused = new SecondConnectionInTransaction();
      const callback = args[0];
      if (typeof callback === 'function') {
        process.nextTick(() => callback(refused));
        return undefined;
      }
      return Promise.reject(refused);
    }
    return connect(...args);
  }) as pg.Pool['connect'];

  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction((tx) => asTransactionBody(() => work(tx)), config)) as Database['transaction'];
};

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
  guardTransactions(pool, db);
  return { db, pool, close: () => pool.end() };
};

/** Our schema (drizzle-kit's SQL files), then the job queue's own (graphile-worker keeps its schema versioned). */
export const migrateDatabase = async (db: Database): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await runMigrations({ pgPool: db.$client, logger: QUIET_LOGGER });
};
