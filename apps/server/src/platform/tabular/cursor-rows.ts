import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { asTransactionBody } from '../database/client.ts';
import type { Cell } from './columns.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

/** A drizzle SQL fragment as the text and parameters node-postgres takes. */
export const compile = (query: SQL): { text: string; values: unknown[] } => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, values: params };
};

export interface CursorRead {
  /** Rows the query gives, counted in the same snapshot the rows are read from (null when not asked to count). */
  total: number | null;
  batches: AsyncGenerator<Cell[][]>;
  /** Gives the connection back if the batches were not read to the end; safe to call again. */
  close: () => Promise<void>;
}

/**
 * Reads a query through a server-side cursor on one connection of its own, in a read-only repeatable-read
 * transaction: the count and the rows come from one snapshot, and only one batch is in memory at a time however many
 * rows there are. The connection goes back to the pool when the batches end, fail or are abandoned.
 */
export const readByCursor = async (
  pool: pg.Pool,
  query: SQL,
  options: { batchSize?: number; count?: boolean } = {},
): Promise<CursorRead> => {
  const batchSize = options.batchSize ?? 2_000;
  const { text, values } = compile(query);
  const client = await pool.connect();
  let open = true;
  const finish = async (error?: unknown) => {
    if (!open) return;
    open = false;
    try {
      await client.query(error ? 'ROLLBACK' : 'COMMIT');
      client.release();
    } catch (releaseError) {
      client.release(releaseError instanceof Error ? releaseError : true);
    }
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const total =
      options.count === false
        ? null
        : ((await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${text}) AS q`, values))
            .rows[0]?.n ?? 0);
    await client.query(`DECLARE table_rows NO SCROLL CURSOR FOR ${text}`, values);
    const batches = (async function* () {
      let failure: unknown;
      try {
        for (;;) {
          // closed by its owner (the write failed): the connection may already serve someone else
          if (!open) return;
          const fetched = await client.query<Cell[]>({
            text: `FETCH ${batchSize} FROM table_rows`,
            rowMode: 'array',
          });
          if (fetched.rows.length === 0) return;
          yield fetched.rows;
        }
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        await finish(failure ?? undefined);
      }
    })();
    return { total, batches, close: () => finish() };
  } catch (error) {
    await finish(error);
    throw error;
  }
};

/**
 * Runs a handful of small queries (a page of figures) on one connection, in one read-only snapshot: the figures
 * agree with each other, and one request takes one connection, not one per query.
 */
export const inSnapshot = async <T>(
  pool: pg.Pool,
  work: (read: (query: SQL) => Promise<Cell[][]>) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await asTransactionBody(() =>
      work(async (query) => {
        const { text, values } = compile(query);
        return (await client.query<Cell[]>({ text, values, rowMode: 'array' })).rows;
      }),
    );
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // a connection that cannot even roll back is broken: the pool drops it instead of lending it again
    const broken = await client.query('ROLLBACK').then(
      () => undefined,
      (rollbackError: unknown) => (rollbackError instanceof Error ? rollbackError : true),
    );
    client.release(broken);
    throw error;
  }
};

/** How many rows a query gives (to decide, before making anything, whether an export runs now or as a job). */
export const countRows = async (pool: pg.Pool, query: SQL): Promise<number> => {
  const { text, values } = compile(query);
  const answer = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${text}) AS q`, values);
  return answer.rows[0]?.n ?? 0;
};
