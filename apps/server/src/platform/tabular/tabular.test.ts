import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell, TabularColumn } from './columns.ts';
import { csvStream } from './csv-writer.ts';
import { columnName, excelDateTime, sheetName, xlsxStream } from './xlsx-writer.ts';

const COLUMNS: TabularColumn[] = [
  { label: '销售时间', type: 'datetime' },
  { label: '日期', type: 'date' },
  { label: '产品', type: 'text' },
  { label: '金额（元）', type: 'number' },
  { label: '渠道', type: 'text', labels: { online: '线上' } },
];

// 2026-11-20 10:30:00 in China time
const SOLD_AT = Date.UTC(2026, 10, 20, 2, 30, 0);

async function* batches(rows: Cell[][], size = 2): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const readWorkbook = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};

describe('the XLSX writer', () => {
  it('writes typed cells: numbers as numbers, times and dates as dates in China time, codes as their words', async () => {
    const rows: Cell[][] = [
      [SOLD_AT, '2026-11-20', '雷山银球茶 <特级> & "礼盒"', 1288.5, 'online'],
      [null, null, '=HYPERLINK("x")', -3, 'offline'],
    ];
    const workbook = await readWorkbook(
      await buffer(xlsxStream(COLUMNS, batches(rows), { sheetName: '销售明细' })),
    );
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('销售明细');
    expect(sheet.getRow(1).values).toEqual([undefined, '销售时间', '日期', '产品', '金额（元）', '渠道']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    // exceljs reads a serial as UTC wall time: the wall time shown is China time
    expect((first.getCell(1).value as Date).toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect((first.getCell(2).value as Date).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(first.getCell(3).value).toBe('雷山银球茶 <特级> & "礼盒"');
    expect(first.getCell(4).value).toBe(1288.5);
    expect(first.getCell(5).value).toBe('线上');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBeNull();
    // a text that looks like a formula stays text: the cell holds no formula
    expect(second.getCell(3).value).toBe('=HYPERLINK("x")');
    expect(second.getCell(4).value).toBe(-3);
    expect(second.getCell(5).value).toBe('offline');
  });

  it('goes on on a new sheet when one is full, header and all', async () => {
    const rows: Cell[][] = Array.from({ length: 7 }, (_, i) => [
      SOLD_AT,
      '2026-11-20',
      `第${i + 1}行`,
      i,
      null,
    ]);
    const workbook = await readWorkbook(
      await buffer(xlsxStream(COLUMNS, batches(rows, 3), { sheetName: '销售明细', rowsPerSheet: 3 })),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      '销售明细',
      '销售明细（2）',
      '销售明细（3）',
    ]);
    const texts = workbook.worksheets.flatMap((sheet) =>
      sheet
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[])[3]),
    );
    expect(texts).toEqual(rows.map((row) => row[2]));
    expect(workbook.worksheets[2]?.getRow(1).getCell(1).value).toBe('销售时间');
  });

  it('keeps every row in order when a large batch is written in pieces and crosses sheets', async () => {
    // one batch of 3,000 rows, over a million characters of XML: handed over in pieces, two sheet breaks inside
    const rows: Cell[][] = Array.from({ length: 3_000 }, (_, i) => [
      SOLD_AT,
      '2026-11-20',
      `第${i + 1}行 ${'威宁高山洋芋'.repeat(40)}`,
      i,
      null,
    ]);
    const workbook = await readWorkbook(
      await buffer(xlsxStream(COLUMNS, batches(rows, 3_000), { sheetName: '销售明细', rowsPerSheet: 1_200 })),
    );
    expect(workbook.worksheets.map((sheet) => sheet.rowCount)).toEqual([1_201, 1_201, 601]);
    const numbers = workbook.worksheets.flatMap((sheet) =>
      sheet
        .getSheetValues()
        .slice(2)
        .map((row) => (row as unknown[])[4]),
    );
    expect(numbers).toEqual(rows.map((row) => row[3]));
  });

  it('drops the characters XML cannot hold instead of writing a file Excel refuses', async () => {
    const workbook = await readWorkbook(
      await buffer(
        xlsxStream(COLUMNS, batches([[null, null, 'a\u0001b\u000bc', 1, null]]), { sheetName: 's' }),
      ),
    );
    expect(workbook.worksheets[0]?.getRow(2).getCell(3).value).toBe('abc');
  });

  it('names columns and sheets as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(sheetName('a/b:c', 1)).toBe('a b c');
    expect(sheetName('很'.repeat(40), 2)).toHaveLength(31);
    expect(excelDateTime(Date.UTC(1970, 0, 1) - 8 * 3_600_000)).toBe(25_569);
  });
});

describe('the CSV writer', () => {
  it('starts with a byte-order mark, quotes what needs it, writes times in China time and defuses formulas', async () => {
    const rows: Cell[][] = [
      [SOLD_AT, '2026-11-20', '茶叶, "明前"', 12.5, 'online'],
      [null, null, '=1+1', -1, null],
      [null, null, '-5 斤', null, null],
    ];
    const text = (await buffer(csvStream(COLUMNS, batches(rows)))).toString('utf8');
    expect(text.startsWith('\ufeff销售时间,日期,产品,金额（元）,渠道\r\n')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toBe('2026-11-20 10:30:00,2026-11-20,"茶叶, ""明前""",12.5,线上');
    expect(lines[2]).toBe(",,'=1+1,-1,");
    expect(lines[3]).toBe(",,'-5 斤,,");
    expect(lines[4]).toBe('');
  });
});
