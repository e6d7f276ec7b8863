import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type Cell, CHINA_OFFSET_MS, labelOf, type TabularColumn } from './columns.ts';

/** Data rows on one worksheet: Excel's 1,048,576 less the header. Past it the table goes on on a new sheet. */
export const SHEET_DATA_ROWS = 1_048_575;
/** Excel refuses a longer text in one cell. */
const MAX_CELL_TEXT = 32_767;
/**
 * Text is handed to the zip once it is this long (256 K characters, a few hundred rows), not once per batch of rows: a
 * batch's XML (megabytes) outlives young-generation collections, and it and its bytes then stay until the next full
 * collection (bench/export, a million rows: 30-40 MB of buffers at the peak, under 10 MB this way, same time).
 */
const FLUSH_CHARS = 262_144;
const DAY_MS = 86_400_000;
/** Excel's serial day number of 1970-01-01. */
const EPOCH_SERIAL = 25_569;

const STYLE = { plain: 0, datetime: 1, date: 2, header: 3 } as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters; they are removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_SPECIAL = /[&<>"]/;

export const escapeXml = (text: string): string => {
  let clean = text.replace(INVALID_XML, '');
  if (XML_SPECIAL.test(clean)) {
    clean = clean
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;');
  }
  return clean;
};

export const columnName = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** Epoch milliseconds as Excel's serial day number, in China time (a spreadsheet has no time zones). */
export const excelDateTime = (epochMs: number): number => (epochMs + CHINA_OFFSET_MS) / DAY_MS + EPOCH_SERIAL;

/** `YYYY-MM-DD` as Excel's serial day number, or null when it is not a date. */
export const excelDate = (day: string): number | null => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? null : time / DAY_MS + EPOCH_SERIAL;
};

const textCell = (ref: string, text: string, style: number = STYLE.plain): string => {
  const value = escapeXml(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  const space = value !== value.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${value}</t></is></c>`;
};

const numberCell = (ref: string, value: number, style: number = STYLE.plain): string =>
  Number.isFinite(value) ? `<c r="${ref}"${style ? ` s="${style}"` : ''}><v>${value}</v></c>` : '';

const cellXml = (ref: string, value: Cell, column: TabularColumn): string => {
  if (value === null) return '';
  switch (column.type) {
    case 'number':
      return typeof value === 'number' ? numberCell(ref, value) : textCell(ref, value);
    case 'datetime':
      return typeof value === 'number'
        ? numberCell(ref, excelDateTime(value), STYLE.datetime)
        : textCell(ref, value);
    case 'date': {
      const serial = typeof value === 'string' ? excelDate(value) : null;
      return serial === null ? textCell(ref, String(value)) : numberCell(ref, serial, STYLE.date);
    }
    default:
      return textCell(ref, typeof value === 'number' ? String(value) : labelOf(column, value));
  }
};

const widthOf = (column: TabularColumn): number =>
  column.width ??
  (column.type === 'datetime' ? 20 : column.type === 'date' ? 12 : column.type === 'number' ? 14 : 18);

const sheetHead = (columns: readonly TabularColumn[]): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  `<cols>${columns.map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${widthOf(column)}" customWidth="1"/>`).join('')}</cols>` +
  `<sheetData><row r="1">${columns.map((column, i) => textCell(`${columnName(i)}1`, column.label, STYLE.header)).join('')}</row>`;

const SHEET_TAIL = '</sheetData></worksheet>';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  // every other .xml part is a worksheet, so this part can come first while the number of sheets is not yet known
  '<Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const STYLES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="等线"/><family val="2"/></font><font><b/><sz val="11"/><name val="等线"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="常规" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export const sheetName = (base: string, index: number): string => {
  const clean = base.replace(/[[\]:*?/\\]/g, ' ').trim() || '数据';
  const suffix = index > 1 ? `（${index}）` : '';
  return clean.slice(0, 31 - suffix.length) + suffix;
};

const workbookXml = (names: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets>${names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>` +
  '</workbook>';

const workbookRels = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  '</Relationships>';

export interface XlsxOptions {
  /** The first sheet's name; later ones add （2）, （3）… */
  sheetName: string;
  /** Data rows per sheet (tests lower it to see a second sheet without a million rows). */
  rowsPerSheet?: number;
}

/**
 * An XLSX workbook written as its rows arrive: each worksheet is an entry of a streaming zip (yazl) that deflates
 * what it is given and holds nothing else, strings are inline (a shared-strings table would hold every distinct text
 * until the end), numbers and times are typed cells. Back-pressure reaches the row source: a slow reader pauses it.
 */
export const xlsxStream = (
  columns: readonly TabularColumn[],
  batches: AsyncIterable<Cell[][]>,
  options: XlsxOptions,
): Readable => {
  const zip = new ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const perSheet = options.rowsPerSheet ?? SHEET_DATA_ROWS;
  const refs = columns.map((_, i) => columnName(i));

  // a reader that goes away (a failed upload) must not leave the writer waiting for a drain that never comes
  const gone = new AbortController();
  output.once('close', () => gone.abort());
  const write = async (sheet: PassThrough, text: string) => {
    if (!sheet.write(text)) await once(sheet, 'drain', { signal: gone.signal });
  };

  const run = async () => {
    zip.addBuffer(Buffer.from(CONTENT_TYPES), '[Content_Types].xml');
    zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
    zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');
    const names: string[] = [];
    let sheet: PassThrough | null = null;
    let rowInSheet = 0;
    const openSheet = async () => {
      names.push(sheetName(options.sheetName, names.length + 1));
      const next = new PassThrough();
      zip.addReadStream(next, `xl/worksheets/sheet${names.length}.xml`);
      await write(next, sheetHead(columns));
      rowInSheet = 0;
      return next;
    };
    const closeSheet = async (current: PassThrough) => {
      await write(current, SHEET_TAIL);
      current.end();
    };
    sheet = await openSheet();
    for await (const rows of batches) {
      let chunk = '';
      for (const row of rows) {
        if (rowInSheet === perSheet) {
          if (chunk) await write(sheet, chunk);
          chunk = '';
          await closeSheet(sheet);
          sheet = await openSheet();
        }
        rowInSheet += 1;
        const r = rowInSheet + 1;
        chunk += `<row r="${r}">`;
        for (let i = 0; i < columns.length; i += 1) {
          chunk += cellXml(`${refs[i]}${r}`, row[i] ?? null, columns[i] as TabularColumn);
        }
        chunk += '</row>';
        if (chunk.length >= FLUSH_CHARS) {
          await write(sheet, chunk);
          chunk = '';
        }
      }
      if (chunk) await write(sheet, chunk);
    }
    await closeSheet(sheet);
    zip.addBuffer(Buffer.from(workbookXml(names)), 'xl/workbook.xml');
    zip.addBuffer(Buffer.from(workbookRels(names.length)), 'xl/_rels/workbook.xml.rels');
    zip.end();
  };
  run().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
};
