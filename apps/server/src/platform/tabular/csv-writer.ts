import { Readable } from 'node:stream';
import { type Cell, cellText, type TabularColumn } from './columns.ts';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** A cell a spreadsheet would run as a formula (CSV injection): shown as text with a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvField = (value: Cell, column: TabularColumn): string => {
  let text = cellText(value, column);
  if (typeof value === 'string' && column.type === 'text' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * CSV as Excel opens it in China: UTF-8 with a byte-order mark (without it Chinese reads as mojibake), CRLF, RFC 4180
 * quoting. One chunk per batch of rows, pulled as the consumer reads: nothing but the current batch is held.
 */
export const csvStream = (columns: readonly TabularColumn[], batches: AsyncIterable<Cell[][]>): Readable =>
  Readable.from(
    (async function* () {
      yield `\ufeff${columns.map((column) => csvField(column.label, { label: '', type: 'text' })).join(',')}\r\n`;
      for await (const rows of batches) {
        let chunk = '';
        for (const row of rows) {
          chunk += columns.map((column, index) => csvField(row[index] ?? null, column)).join(',');
          chunk += '\r\n';
        }
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
