import type { ExportView } from '@rrsp/contract';
import type { LiveProgress } from '../../../lib/live/index.ts';

/**
 * A running export as the live channel's progress frames move it: the rows written so far, out of the rows it holds.
 * Frames may come late or twice (relayed by another tab, or after the list was read again): a row never goes back.
 */

interface RowsPage {
  rows: ExportView[];
}

/** The page with the export's progress applied; the same page (no re-render) when the frame changes nothing. */
export const withExportProgress = <P extends RowsPage>(page: P, progress: LiveProgress): P => {
  let changed = false;
  const rows = page.rows.map((row) => {
    if (row.exportId !== progress.id || row.status !== 'running') return row;
    const total = progress.total > 0 ? progress.total : row.rows;
    const rowsWritten = Math.min(Math.max(row.rowsWritten, progress.done), total);
    if (rowsWritten === row.rowsWritten && total === row.rows) return row;
    changed = true;
    return { ...row, rows: total, rowsWritten };
  });
  return changed ? { ...page, rows } : page;
};

/** Every row written: the file is being finished, and the list is read again to show it ready. */
export const isExportWritten = (progress: LiveProgress): boolean => progress.done >= progress.total;

/** How far a running export has come, in whole percent (100 only once every row is written). */
export const exportPercent = ({ rows, rowsWritten }: Pick<ExportView, 'rows' | 'rowsWritten'>): number =>
  rows > 0 ? Math.min(100, Math.floor((rowsWritten / rows) * 100)) : 0;
