// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitLiveEvent, emitLiveProgress } from '../../../lib/live/live-store.ts';
import { message, tally } from '../../../lib/live/live-test-support.ts';
import type { ExportPage } from '../api/list-exports.ts';
import { dataCenterKeys } from '../api/query-keys.ts';
import { exportView } from '../utils/data-center-test-support.ts';
import { exportPercent } from '../utils/export-progress.ts';
import { takeExportProgress, useExportLiveUpdates } from './use-export-live-updates.ts';

const running = exportView({
  status: 'running',
  rows: 24_000,
  rowsWritten: 0,
  finishedAt: null,
  expiresAt: null,
});
const ready = exportView();
const PAGE_QUERY = { pageNum: 1, pageSize: 10 };
const TENANT_LIST = dataCenterKeys.exportList('tenant:t-1', PAGE_QUERY);

const page = (...rows: ExportPage['rows']): ExportPage => ({
  rows,
  total: rows.length,
  pageNum: 1,
  pageSize: 10,
});

const clientWithList = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(TENANT_LIST, page(running, ready));
  return client;
};

const rowOf = (client: QueryClient, exportId: string) =>
  client.getQueryData<ExportPage>(TENANT_LIST)?.rows.find((row) => row.exportId === exportId);

afterEach(() => vi.restoreAllMocks());

describe('a running export in the cache, moved by the live channel’s progress frames', () => {
  it('moves the row’s rows written, never backwards, and leaves the other rows as they were', () => {
    const client = clientWithList();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const before = client.getQueryData<ExportPage>(TENANT_LIST);
    takeExportProgress(client, { task: 'export', id: running.exportId, done: 6_000, total: 24_000 });
    expect(rowOf(client, running.exportId)).toMatchObject({
      status: 'running',
      rowsWritten: 6_000,
      rows: 24_000,
    });
    expect(exportPercent(rowOf(client, running.exportId) ?? running)).toBe(25);
    // a late frame, relayed after a newer one, does not take the row back
    takeExportProgress(client, { task: 'export', id: running.exportId, done: 2_000, total: 24_000 });
    expect(rowOf(client, running.exportId)?.rowsWritten).toBe(6_000);
    expect(rowOf(client, ready.exportId)).toBe(before?.rows[1]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('changes nothing for an export the list does not hold', () => {
    const client = clientWithList();
    const before = client.getQueryData<ExportPage>(TENANT_LIST);
    takeExportProgress(client, { task: 'export', id: 'someone-else', done: 10, total: 20 });
    expect(client.getQueryData<ExportPage>(TENANT_LIST)).toBe(before);
  });

  it('reads the lists again once every row is written, so the row turns ready', () => {
    const client = clientWithList();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    takeExportProgress(client, { task: 'export', id: running.exportId, done: 24_000, total: 24_000 });
    expect(rowOf(client, running.exportId)?.rowsWritten).toBe(24_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dataCenterKeys.exports() });
  });
});

const Probe = () => {
  useExportLiveUpdates();
  return null;
};

describe('useExportLiveUpdates', () => {
  const mount = (client: QueryClient) => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() =>
      root.render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      ),
    );
    return () => act(() => root.unmount());
  };

  it('takes the progress frames and the 「导出完成」 message of the live channel while the page is open', () => {
    const client = clientWithList();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const unmount = mount(client);
    emitLiveProgress({ task: 'export', id: running.exportId, done: 12_000, total: 24_000 });
    expect(rowOf(client, running.exportId)?.rowsWritten).toBe(12_000);
    emitLiveEvent({ type: 'message', message: message(31), tally: tally(1, 31) });
    expect(invalidate).not.toHaveBeenCalled();
    emitLiveEvent({
      type: 'message',
      message: { ...message(32), kind: 'export.ready' },
      tally: tally(2, 32),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dataCenterKeys.exports() });
    unmount();
    emitLiveProgress({ task: 'export', id: running.exportId, done: 18_000, total: 24_000 });
    expect(rowOf(client, running.exportId)?.rowsWritten).toBe(12_000);
  });
});
