import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Takes a lock named by `key` until the caller's transaction ends: work that reads and then writes something no row
 * holds (a user's new session and the ones it ends) runs one at a time per key, on every instance.
 */
export const lockUntilCommit = async (tx: Executor, key: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
};
