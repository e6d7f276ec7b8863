import { createHmac, hash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { viewMarks, viewSalts } from './tables.ts';

/** The tables whose rows count their views (a `views` column and a uuid `id`). */
export type CountedTable = 'news' | 'content_items' | 'shelf_items';

/**
 * Who viewed: the signed-in user, else the caller's address (an IPv6 one by its /64, as the rate limits count it).
 * Not the user agent: it is one header a client chooses freely, so one address could mint a visitor per request.
 */
export interface Viewer {
  userId: string | null;
  address: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The platform's users count days in China Standard Time (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const chinaDayOf = (epochMs: number) => new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
/**
 * The China day of `now`, worked out again only when the day it knows ends (or the clock goes back): a detail counts
 * its view on every read, and `toISOString` was a visible part of that (decision 033).
 */
export const createChinaDayClock = () => {
  let day = '';
  let from = 0;
  let until = 0;
  return (now: number): string => {
    if (now < from || now >= until) {
      day = chinaDayOf(now);
      from = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
      until = from + DAY_MS;
    }
    return day;
  };
};
/** The China day in SQL, by the database's clock (the purge's). */
const CHINA_TODAY = sql`(now() AT TIME ZONE 'Asia/Shanghai')::date`;

/** Two instances flushing the same items can deadlock on their rows; PostgreSQL undoes one, which is run again. */
const DEADLOCK_DETECTED = '40P01';

/** Items seen since the last flush, by table, then by who saw them (a user id or an address), as the reads name them. */
type SeenMarks = Partial<
  Record<CountedTable, { users: Map<string, Set<string>>; addresses: Map<string, Set<string>> }>
>;

/** One visitor's view of one item on one day, waiting for the flush. */
interface PendingMark {
  day: string;
  id: string;
  /** A hash of the visitor, held in memory only: what is written is this hashed again with the day's salt. */
  viewer: string;
}

/**
 * Views are counted in memory and written in one statement per table every `flushMs` (docs/decisions/015): a
 * detail served from prepared bytes then costs no write, and a popular page is one statement a second instead of one
 * per reader. A view counts once per visitor, item and China day across every instance: each instance keeps one
 * mark per (item, visitor, day) until its flush, which inserts the marks into `view_marks` and adds to `views` only
 * those that were new, in the same statement. Counts of an instance that dies between two flushes are lost: at most
 * `flushMs` of views.
 */
export const createViewCounter = (
  db: Database,
  options: { flushMs: number; onError?: (error: unknown) => void },
) => {
  const pending = new Map<CountedTable, Map<string, PendingMark>>();
  const salts = new Map<string, Promise<string>>();
  /**
   * The (item, visitor) marked since the last flush on `seenDay`, by the visitor's own name: held until that flush (a
   * second) like the request itself held it, and never written; what is written is the salted hash of the mark. Kept
   * by table, then by the user id or the address, then the id, as the request holds them: a repeated read is known by
   * three lookups of strings that are already there, without a key built per read.
   */
  let seen: SeenMarks = {};
  let seenDay = '';
  let flushing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const chinaToday = createChinaDayClock();

  /** The day's salt, made by whichever instance needs it first and read by the others (one row per day). */
  const saltOf = (day: string): Promise<string> => {
    const known = salts.get(day);
    if (known) return known;
    const read = db
      .insert(viewSalts)
      .values({ day, salt: randomBytes(32).toString('base64') })
      // a no-op update, so that RETURNING gives the salt another instance stored first
      .onConflictDoUpdate({ target: viewSalts.day, set: { day: sql`excluded.day` } })
      .returning({ salt: viewSalts.salt })
      .then(([row]) => row?.salt ?? Promise.reject(new Error(`no view salt for ${day}`)));
    read.catch(() => salts.delete(day));
    salts.set(day, read);
    // only today's and, just after midnight, yesterday's are needed
    for (const old of [...salts.keys()].sort().slice(0, -2)) salts.delete(old);
    return read;
  };

  const writeTable = async (table: CountedTable, marks: PendingMark[]) => {
    const rows = await Promise.all(
      marks.map(async (mark) => ({
        ...mark,
        visitor: createHmac('sha256', await saltOf(mark.day))
          .update(mark.viewer)
          .digest('base64url'),
      })),
    );
    // every instance inserts in the same order, so two flushes never wait on each other's marks in a circle
    rows.sort(
      (a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id) || a.visitor.localeCompare(b.visitor),
    );
    const counted = sql.identifier(table);
    const statement = sql`
      WITH marked AS (
        INSERT INTO view_marks (day, item_table, item_id, visitor)
        SELECT v.day, ${table}, v.id, v.visitor
        FROM unnest(${sql.param(rows.map((row) => row.day))}::date[], ${sql.param(rows.map((row) => row.id))}::uuid[],
                    ${sql.param(rows.map((row) => row.visitor))}::text[]) WITH ORDINALITY AS v(day, id, visitor, n)
        -- an id that names no item leaves no mark
        WHERE EXISTS (SELECT 1 FROM ${counted} AS item WHERE item.id = v.id)
        ORDER BY v.n
        ON CONFLICT DO NOTHING
        RETURNING item_id
      ), added AS (
        SELECT item_id, count(*) AS n FROM marked GROUP BY item_id
      )
      UPDATE ${counted} AS t SET views = t.views + added.n
      FROM added WHERE t.id = added.item_id`;
    try {
      await db.execute(statement);
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED) throw error;
      await db.execute(statement);
    }
  };

  const writeOut = async (): Promise<void> => {
    const batches = [...pending.entries()];
    pending.clear();
    seen = {};
    for (const [table, marks] of batches) await writeTable(table, [...marks.values()]);
  };

  const flush = (): Promise<void> => {
    // one flush at a time, in order; a failed one is logged by the caller and its counts dropped
    flushing = flushing.then(writeOut, writeOut);
    return flushing;
  };

  return {
    count(table: CountedTable, id: string, viewer: Viewer): void {
      const day = chinaToday(Date.now());
      if (day !== seenDay) {
        seen = {};
        seenDay = day;
      }
      // a visitor reading the same item again before the flush adds nothing: known without hashing (decision 033),
      // and by the id as it came, so a repeated read is not checked and lowered again (only ids that passed are kept)
      let byVisitor = seen[table];
      if (!byVisitor) {
        byVisitor = { users: new Map(), addresses: new Map() };
        seen[table] = byVisitor;
      }
      const visitors = viewer.userId ? byVisitor.users : byVisitor.addresses;
      // the same test as `visitors` above and the hashed name below: a user by the id, anyone else by the address
      const name = viewer.userId || viewer.address;
      let items = visitors.get(name);
      if (items?.has(id)) return;
      if (!UUID.test(id)) return;
      if (!items) {
        items = new Set();
        visitors.set(name, items);
      }
      items.add(id);
      const item = id.toLowerCase();
      const visitor = viewer.userId ? `user:${viewer.userId}` : `address:${viewer.address}`;
      const who = hash('sha256', visitor, 'base64url');
      let marks = pending.get(table);
      if (!marks) {
        marks = new Map();
        pending.set(table, marks);
      }
      const key = `${day} ${item} ${who}`;
      if (!marks.has(key)) marks.set(key, { day, id: item, viewer: who });
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

export const PURGE_VIEW_MARKS_JOB = 'views:purge-marks';

/** Marks and salts of today and yesterday are kept (a flush just after midnight still writes yesterday's). */
export const purgeViewMarks = async (db: Database): Promise<void> => {
  await db.delete(viewMarks).where(lt(viewMarks.day, sql`${CHINA_TODAY} - 1`));
  await db.delete(viewSalts).where(lt(viewSalts.day, sql`${CHINA_TODAY} - 1`));
};
