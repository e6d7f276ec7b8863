import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../platform/database/client.ts';

/**
 * One part of the demo seed. It decides from the database alone whether it is done, so a start after a crash
 * finishes what is missing and leaves the rest, whatever order the parts ran in before.
 */
export interface SeedPart<Prepared, Result> {
  isDone: (executor: Executor) => Promise<boolean>;
  /** Slow work kept out of the transaction (hashing, drawing), done only when the part is going to run. */
  prepare: () => Promise<Prepared>;
  write: (tx: Transaction, prepared: Prepared) => Promise<Result>;
}

/** How many rows of a table (match `where`): what most parts decide by. */
export const countRows = async (executor: Executor, table: PgTable, where?: SQL): Promise<number> =>
  (await executor.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/**
 * Runs a part in its own transaction, under one lock for the whole seed: instances that start together against the
 * same database (DESIGN.md §3) wait for each other, and the one that comes second finds the part done.
 */
export const runPart = async <Prepared, Result>(
  db: Database,
  part: SeedPart<Prepared, Result>,
): Promise<Result | null> => {
  if (await part.isDone(db)) return null;
  const prepared = await part.prepare();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rrsp.demo-seed'))`);
    if (await part.isDone(tx)) return null;
    return part.write(tx, prepared);
  });
};
