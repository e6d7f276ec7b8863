import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The tables whose rows count their views (a `views` column and a uuid `id`). */
export type CountedTable = 'news' | 'content_items' | 'shelf_items';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Views are counted in memory and written in one statement per table every `flushMs` (docs/decisions/015): a
 * detail served from prepared bytes then costs no write, and a popular page is one UPDATE a second instead of one
 * per reader. Counts of an instance that dies between two flushes are lost: at most `flushMs` of views.
 */
export const createViewCounter = (
  db: Database,
  options: { flushMs: number; onError?: (error: unknown) => void },
) => {
  const pending = new Map<CountedTable, Map<string, number>>();
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const writeOut = async (): Promise<void> => {
    const batches = [...pending.entries()];
    pending.clear();
    for (const [table, counts] of batches) {
      // two array parameters, written as PostgreSQL array literals (ids were checked as uuids when counted)
      const ids = `{${[...counts.keys()].join(',')}}`;
      const added = `{${[...counts.values()].join(',')}}`;
      await db.execute(sql`
        UPDATE ${sql.identifier(table)} AS t SET views = t.views + v.added
        FROM unnest(${ids}::uuid[], ${added}::int[]) AS v(id, added)
        WHERE t.id = v.id`);
    }
  };

  const flush = (): Promise<void> => {
    // one flush at a time, in order; a failed one is logged by the caller and its counts dropped
    flushing = flushing.then(writeOut, writeOut);
    return flushing;
  };

  return {
    count(table: CountedTable, id: string): void {
      if (!UUID.test(id)) return;
      let counts = pending.get(table);
      if (!counts) {
        counts = new Map();
        pending.set(table, counts);
      }
      counts.set(id, (counts.get(id) ?? 0) + 1);
      timer ??= setTimeout(() => {
        timer = undefined;
        flush().catch((error: unknown) => options.onError?.(error));
      }, options.flushMs);
    },
    /** Writes what was counted so far (tests, and shutdown). */
    async flush(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
};

export type ViewCounter = ReturnType<typeof createViewCounter>;
