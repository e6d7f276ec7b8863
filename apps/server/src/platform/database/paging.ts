import type { Page, PageQuery } from '@rrsp/contract';
import { count, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export const offsetOf = ({ pageNum, pageSize }: PageQuery): number => (pageNum - 1) * pageSize;

/** A list's total: exact, or (for very long lists) the planner's estimate, which the web shows as 约 N 条. */
export interface Total {
  total: number;
  totalIsEstimate?: true;
}

export const toPage = <T>(rows: T[], total: number | Total, { pageNum, pageSize }: PageQuery): Page<T> => {
  const counted = typeof total === 'number' ? { total } : total;
  return {
    rows,
    total: counted.total,
    pageNum,
    pageSize,
    ...(counted.totalIsEstimate ? { totalIsEstimate: true as const } : {}),
  };
};

/** A user's keyword as a LIKE pattern that matches it literally. */
export const containsPattern = (keyword: string): string =>
  `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Up to this many rows a total is counted exactly; past it, counting would read the whole list on every page (720 ms
 * for a million news) for a figure nobody reads to the last digit, so it is estimated (decision 018).
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** Two significant digits: an estimate should not look exact (约 1,000,000 条, not 约 998,734 条). */
export const roundEstimate = (value: number): number => {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
};

/**
 * The total of a list, given a factory of the list's select without order or paging (`db.select({ one: sql`1` })
 * .from(…).where(…)`). First asks the planner how many rows it expects (EXPLAIN, nothing executed, under a
 * millisecond): far above the limit, that estimate is the answer. Otherwise counts at most `limit + 1` rows, which an
 * index answers in a few milliseconds: exact up to the limit, above it the larger of the two, flagged.
 *
 * The planner's row estimates are good for equality filters (statistics per column) and for the keyword pairs (the
 * GIN index's element statistics), but it multiplies a keyword's pairs with its ILIKE as if they were independent and
 * so guesses twenty times too low; `estimate` is then the same select without the ILIKE, which it judges well.
 * Overestimating a small list tenfold, the one way this could show a wrong 约 N 条, needs statistics far out of date.
 */
export const countUpTo = async (
  db: Executor,
  select: () => PgSelect,
  options: { estimate?: () => PgSelect; limit?: number; planned?: number } = {},
): Promise<Total> => {
  const limit = options.limit ?? EXACT_TOTAL_LIMIT;
  // `planned`: the estimate of `estimate`, when the caller has already asked for it
  const planned = options.planned ?? (await plannedRows(db, (options.estimate ?? select)()));
  if (planned > TRUSTED_ESTIMATE * limit) return { total: roundEstimate(planned), totalIsEstimate: true };
  const capped = select()
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const counted = row?.n ?? 0;
  if (counted <= limit) return { total: counted };
  return { total: roundEstimate(Math.max(planned, counted)), totalIsEstimate: true };
};

/** How far above the limit a planned row count must be to be taken without counting. */
const TRUSTED_ESTIMATE = 2;

/** How many rows the planner expects a query to yield, without running it. */
export const plannedRows = async (db: Executor, query: SQLWrapper): Promise<number> => {
  const explained = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`explain (format json) ${query}`,
  );
  return explained.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
};

/**
 * A keyword's page read in list order (decision 035): the list's entries are walked newest first and each tested with
 * the keyword's ILIKE until the page is full. Cheap while the page lies near the top of the list and the keyword is
 * common (刺梨 page 100: about 20,000 entries of a covering index, 20 ms); ruinous for a rare keyword, which the
 * character index finds at once. Measured at a million news: an entry walked costs about 1 µs, a candidate the
 * character index finds 5–10 µs (read from the table, tested, sorted). The walk reads at most `KEYWORD_WALK_CAP`
 * entries: a page it cannot fill within them is read the other way.
 */
export const KEYWORD_WALK_BUDGET = 50_000;
export const KEYWORD_WALK_CAP = 2 * KEYWORD_WALK_BUDGET;
const WALK_ENTRIES_PER_CANDIDATE = 5;

/**
 * Whether a keyword's page is worth walking: `listRows` is the planner's estimate of the list without the keyword,
 * `matchRows` its estimates of the keyword's matches (the character index's and the ILIKE's). The page's last match
 * is expected `pageNum * pageSize * listRows / matches` entries down the list; the walk is taken when that is within
 * the budget and cheaper than reading the candidates. The smaller estimate is taken: each is far too high for some
 * keywords (an absent character is guessed at 0.5% of the list), and the smaller at worst leaves a page to the way
 * it was read before.
 */
export const walksToKeywordPage = (
  { pageNum, pageSize }: PageQuery,
  listRows: number,
  matchRows: number[],
): boolean => {
  const matches = Math.min(...matchRows);
  if (!(matches > 0)) return false;
  const walked = (pageNum * pageSize * listRows) / matches;
  return walked <= Math.min(KEYWORD_WALK_BUDGET, WALK_ENTRIES_PER_CANDIDATE * matches);
};

/**
 * A keyword search's use of a character index (`search_grams(<indexed>)`, migrations 0014 and 0017): true of every
 * row that can contain the keyword, so the planner may find them in the GIN index; the ILIKE beside it decides. A
 * keyword of one character looks that character up; a longer one every other pair of it and its last (刺梨产业: 刺梨,
 * 产业), which still covers each character. Overlapping pairs of one phrase nearly always occur together, but the
 * planner multiplies their frequencies as if independent: with all three pairs it expected 2,440 rows of 刺梨产业
 * where there were 49,996, sorted them all instead of reading the list in order, and took 440 ms. Lower-cased by
 * PostgreSQL on both sides, as ILIKE compares; the pairs are picked by position from `search_bigrams(keyword)`, an
 * immutable expression the planner evaluates before choosing a plan.
 */
export const gramsMatch = (indexed: SQL, keyword: string): SQL => {
  const pairs = [...keyword].length - 1;
  if (pairs === 0) return sql`search_grams(${indexed}) @> array[lower(${keyword}::text)]`;
  const positions = [
    ...new Set([...Array.from({ length: pairs }, (_, i) => i + 1).filter((i) => i % 2 === 1), pairs]),
  ];
  const picked = positions.map(
    (position) => sql`(search_bigrams(${keyword}::text))[${sql.raw(String(position))}]`,
  );
  return sql`search_grams(${indexed}) @> array[${sql.join(picked, sql`, `)}]`;
};

/**
 * Where a page of a newest-first list starts, from counts of its rows per calendar month (UTC) that triggers keep
 * (news_month_counts, shelf_month_counts; decision 018). `months` selects `(month date, n)` for the list, newest first
 * being the larger months. Answers the exact total, and for the page's first row the end of its month (`until`) with
 * the number of rows newer than that (`before`): the page is then `… and <date> < until … offset (offset - before)`,
 * read from that month on instead of from the top. No bound is needed when the page starts in the newest month
 * (`until` undefined); `past` when the offset is beyond the list.
 */
export const pageStartOf = async (db: Executor, months: SQL, offset: number) => {
  const { rows } = await db.execute<{ total: number; until: number | null; before: number | null }>(sql`
    with months as (${months}), placed as (
      select month, n, sum(n) over (order by month desc) - n as before from months
    ), target as (
      select (month + interval '1 month')::timestamp at time zone 'UTC' as until, before
        from placed where before <= ${offset} and before + n > ${offset}
    )
    select coalesce((select sum(n) from months), 0)::int as total,
           (select extract(epoch from until) * 1000 from target)::float8 as until,
           (select before from target)::int as before`);
  const row = rows[0];
  const total = row?.total ?? 0;
  // epoch milliseconds: a month's first instant is whole, and a number needs no date parsing
  if (row?.until == null || row.before == null)
    return { total, past: true as const, before: 0, until: undefined };
  return {
    total,
    past: false as const,
    before: row.before,
    until: row.before > 0 ? new Date(row.until) : undefined,
  };
};
