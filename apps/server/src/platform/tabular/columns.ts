import { type SQL, sql } from 'drizzle-orm';

/**
 * A table the server writes out (the data centre's exports): typed columns, so a spreadsheet gets numbers as numbers
 * and times as times, and the SQL whose rows (in array form, in column order) fill them.
 */
export type ColumnType = 'text' | 'number' | 'datetime' | 'date';

export interface TabularColumn {
  label: string;
  type: ColumnType;
  /** Codes the database holds and the words a reader sees (states, kinds). */
  labels?: Readonly<Record<string, string>>;
  /** Width in characters in a spreadsheet. */
  width?: number;
}

/**
 * A cell as the query gives it: text; a number; a datetime as epoch milliseconds; a date as `YYYY-MM-DD`; or null.
 * Queries cast numerics to float8 and times to epoch milliseconds, so nothing is parsed twice.
 */
export type Cell = string | number | null;

export interface TabularQuery {
  columns: readonly TabularColumn[];
  /** Rows in column order (more values after the declared columns are ignored by the writers), unordered. */
  query: SQL;
  /** `ORDER BY …` (and a LIMIT with it): apart, so counting the rows does not sort them. */
  order?: SQL;
}

/** The query as its rows are read: in order. */
export const orderedQuery = (table: TabularQuery): SQL =>
  table.order ? sql`${table.query} ${table.order}` : table.query;

/** A code's word, looked up only among the labels' own keys (a code like `constructor` is not a label). */
export const labelOf = (column: TabularColumn, value: string): string =>
  column.labels && Object.hasOwn(column.labels, value) ? (column.labels[value] as string) : value;

/** The platform's users count days in China Standard Time (UTC+8, no daylight saving). */
export const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** Epoch milliseconds as `YYYY-MM-DD HH:mm:ss` in China time. */
export const chinaDateTime = (epochMs: number): string => {
  const date = new Date(epochMs + CHINA_OFFSET_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
};

/** The text a cell shows where there are no types (CSV), and what a labelled code reads as. */
export const cellText = (value: Cell, column: TabularColumn): string => {
  if (value === null) return '';
  if (column.type === 'datetime' && typeof value === 'number') return chinaDateTime(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return labelOf(column, value);
};
