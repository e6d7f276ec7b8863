import type { ShelfKind } from '@rrsp/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../platform/database/client.ts';
import { shelfMonthCounts } from './tables.ts';

/**
 * How many items of a kind are on the shelf: the total the shelf's list shows without a filter (its total comes off
 * the same monthly counts, decision 018), read from a few hundred rows however long the shelf is.
 */
export const countListed = async (db: Database, kind: ShelfKind): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${shelfMonthCounts.listed}), 0)::int` })
    .from(shelfMonthCounts)
    .where(sql`${shelfMonthCounts.kind} = ${kind}`);
  return row?.n ?? 0;
};
