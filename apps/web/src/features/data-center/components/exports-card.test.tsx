// @vitest-environment jsdom
import type { ExportView } from '@rrsp/contract';
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, settle, spiedMutation } from '../../../lib/jsdom-test-support.tsx';
import type { ExportOrder } from '../api/create-export.ts';
import type { ExportPage } from '../api/list-exports.ts';
import { exportView } from '../utils/data-center-test-support.ts';

/** The exports card in jsdom: the list is the test's, the export and link calls are spies. */

let rows: ExportView[] = [];
/** Exports the owner has that are not on the first page. */
let older: ExportView[] = [];
const created = vi.fn(async (_order: ExportOrder) => exportView());
const downloaded = vi.fn(async (_exportId: string) => ({
  url: '/files/private/x.csv',
  expiresInSeconds: 300,
  fileName: 'x.csv',
}));
vi.mock('../api/list-exports.ts', () => ({
  // as the server answers: a page of the list, or (with exportId) just that export when it is there
  useExports: (_scope: string, query: { exportId?: string }, options: { enabled?: boolean }) =>
    useQuery({
      queryKey: ['test-exports', query.exportId ?? null],
      enabled: options.enabled ?? true,
      queryFn: async (): Promise<ExportPage> => {
        const found = query.exportId
          ? [...rows, ...older].filter((row) => row.exportId === query.exportId)
          : rows;
        return { rows: found, total: found.length, pageNum: 1, pageSize: 10 };
      },
    }),
}));
vi.mock('../api/create-export.ts', () => ({ useCreateExport: spiedMutation(created) }));
vi.mock('../api/get-export-link.ts', () => ({ useDownloadExport: spiedMutation(downloaded) }));
const { ExportsCard } = await import('./exports-card.tsx');

const RANGE = { from: '2026-10-28', to: '2026-11-26', granularity: 'day' as const };
const running = exportView({
  dataset: 'cooperation-records',
  format: 'xlsx',
  status: 'running',
  rows: 24_000,
  rowsWritten: 6_000,
  expiresAt: null,
  finishedAt: null,
});
const ready = exportView();

afterEach(() => {
  rows = [];
  older = [];
});

/** The list's code loads when the card comes near the screen (at once here: jsdom has no IntersectionObserver). */
const listDrawn = async () => {
  for (
    let waited = 0;
    waited < 5_000 && !document.querySelector('.data-table, .query-block__error, .ant-empty');
    waited += 50
  ) {
    await settle();
  }
};

const render = async (focusId?: string) => {
  const cleared = vi.fn();
  renderWithApp(<ExportsCard scope="tenant" range={RANGE} ready focusId={focusId} onClearFocus={cleared} />);
  await settle();
  await listDrawn();
  await settle();
  return cleared;
};

const byLabel = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

describe('导出记录', () => {
  it('draws the list when the card comes near the screen, and at once for the export a message pointed to', async () => {
    rows = [running, ready];
    let near: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderWithApp(
        <ExportsCard scope="tenant" range={RANGE} ready focusId={undefined} onClearFocus={vi.fn()} />,
      );
      await settle();
      await settle();
      // the records to export are there; the list is its skeleton until the card comes near
      expect(byLabel('下载 CSV：销售明细')).not.toBeNull();
      expect(document.querySelector('.data-exports [aria-busy="true"] .ant-skeleton')).not.toBeNull();
      expect(document.querySelector('[data-testid^="export-row-"]')).toBeNull();
      await act(async () => near?.([{ isIntersecting: true }]));
      await listDrawn();
      expect(document.querySelector(`[data-testid="export-row-${ready.exportId}"]`)).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a running export’s progress in its row, and 下载 only for a ready one', async () => {
    rows = [running, ready];
    await render();
    const row = document.querySelector(`[data-testid="export-row-${running.exportId}"]`);
    expect(row?.querySelector('[data-testid="export-progress"]')?.textContent).toContain('25%');
    expect(row?.textContent).toContain('6,000 / 24,000 行');
    expect(row?.textContent).not.toContain('下载');
    const readyRow = document.querySelector(`[data-testid="export-row-${ready.exportId}"]`);
    expect(readyRow?.textContent).toContain('可下载');
    await act(async () =>
      readyRow?.querySelector<HTMLButtonElement>('button[aria-label^="下载："]')?.click(),
    );
    expect(downloaded.mock.calls[0]?.[0]).toBe(ready.exportId);
  });

  it('brings the export a message pointed to to the top, with 下载 when it is ready', async () => {
    rows = [running, ready];
    await render(ready.exportId);
    const notice = document.querySelector('.data-exports__notice');
    expect(notice?.textContent).toContain('导出完成：产品与服务明细（CSV）');
    expect(document.querySelector(`[data-testid="export-row-${ready.exportId}"]`)?.className).toContain(
      'data-exports__row--focus',
    );
    await act(async () => notice?.querySelector<HTMLButtonElement>('button[aria-label^="下载："]')?.click());
    expect(downloaded.mock.calls[0]?.[0]).toBe(ready.exportId);
  });

  it('finds the export a message pointed to when it is older than the page on screen', async () => {
    rows = [ready];
    const earlier = exportView({
      exportId: '00000000-0000-4000-9000-000000000042',
      dataset: 'sales-records',
    });
    older = [earlier];
    await render(earlier.exportId);
    expect(document.querySelector('.data-exports__notice')?.textContent).toContain('销售明细');
    expect(document.body.textContent).not.toContain('未找到这份导出');
  });

  it('says so when the export a message pointed to is not in the list, and offers the whole list', async () => {
    rows = [ready];
    const cleared = await render('00000000-0000-4000-9000-999999999999');
    expect(document.body.textContent).toContain('未找到这份导出，可能已过期或不属于当前主体');
    const all = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('查看全部导出记录'),
    );
    await act(async () => all?.click());
    expect(cleared).toHaveBeenCalled();
  });

  it('exports the records of the range, and says a large export runs on in the background', async () => {
    created.mockResolvedValueOnce(running);
    await render();
    await act(async () => byLabel('下载 Excel：合作请求明细')?.click());
    await settle();
    expect(created.mock.calls[0]?.[0]).toEqual({
      dataset: 'cooperation-records',
      format: 'xlsx',
      range: RANGE,
    });
    expect(document.body.textContent).toContain(
      '数据量较大（24,000 行），正在后台导出，完成后会在消息中心通知您',
    );
  });
});
