import { type SQL, sql } from 'drizzle-orm';

/**
 * Figures over a range of days (the data centre): the range and granularity a caller chose, and the scope (one
 * tenant, or the platform narrowed by filters). Days are China days; a period is named by its first day.
 */
export interface FigureRange {
  from: string;
  to: string;
  granularity: 'day' | 'week' | 'month';
}

export interface FigureScope {
  /** One tenant's own figures (the participants' data centre), or the platform narrowed to one tenant. */
  tenantId?: string;
  /** The same tenant's name: sales fed from outside name their tenant, they do not know its id. */
  tenantName?: string;
  /** A prefecture's six-digit code: tenants whose region lies in it. */
  regionCode?: string;
  /** A product or service category code. */
  category?: string;
  /** Whether contact numbers are shown whole (a tenant's own requests) or masked (the platform-wide view). */
  maskContacts: boolean;
}

export const TIME_ZONE = 'Asia/Shanghai';

/** The period a time falls in, as a date. */
export const periodOf = (range: FigureRange, column: SQL | SQL.Aliased | unknown): SQL =>
  sql`date_trunc(${range.granularity}, ${column} at time zone ${TIME_ZONE})::date`;

/** Every period of the range in order, as rows of `period` (a date): what a series is joined onto. */
export const periodRows = (range: FigureRange): SQL => sql`
  SELECT generate_series(
    date_trunc(${range.granularity}, ${range.from}::date::timestamp),
    ${range.to}::date::timestamp,
    ('1 ' || ${range.granularity})::interval
  )::date AS period`;

/**
 * What a period is called in a table: its first day, or the range's first day for a week or month that began before
 * the range (it counts only the days within it, and a 周期 outside the chosen dates would mislead).
 */
export const periodLabel = (range: FigureRange, column: unknown): SQL =>
  sql`to_char(greatest(${column}, ${range.from}::date), 'YYYY-MM-DD')`;

/** A time within the range: from the first day's midnight to the last day's end, in China time. */
export const withinRange = (range: FigureRange, column: unknown): SQL =>
  sql`${column} >= (${range.from}::date::timestamp AT TIME ZONE ${TIME_ZONE}) AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${TIME_ZONE})`;

/** A time as epoch milliseconds (what a datetime column of an export holds). */
export const epochMs = (column: unknown): SQL => sql`(extract(epoch from ${column}) * 1000)::float8`;

/** A date as `YYYY-MM-DD`. */
export const dayText = (column: unknown): SQL => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** Region codes within a prefecture share its first four digits (522600 → 5226). */
export const prefecturePrefix = (code: string): string => `${code.slice(0, 4)}%`;
