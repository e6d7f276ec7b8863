import type { Readable } from 'node:stream';
import type { Cell, TabularColumn } from './columns.ts';
import { csvStream } from './csv-writer.ts';
import { type XlsxOptions, xlsxStream } from './xlsx-writer.ts';

export type TableFormat = 'csv' | 'xlsx';

export const TABLE_MIME: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A table's bytes in the chosen format, produced as the consumer reads them. */
export const tableStream = (
  format: TableFormat,
  columns: readonly TabularColumn[],
  batches: AsyncIterable<Cell[][]>,
  options: XlsxOptions,
): Readable => (format === 'csv' ? csvStream(columns, batches) : xlsxStream(columns, batches, options));
