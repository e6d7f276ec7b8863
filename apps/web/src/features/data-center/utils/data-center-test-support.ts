import type { ExportView, Figures } from '@rrsp/contract';

/** Test-only: figures and exports as the data centre's endpoints answer them. */

export const PERIODS = ['2026-11-23', '2026-11-24', '2026-11-25'];

export const figures = (overrides: Partial<Figures> = {}): Figures => ({
  periods: PERIODS,
  shelf: {
    byState: [
      { kind: 'product', audit: 'approved', shelf: 'on', count: 5 },
      { kind: 'service', audit: 'approved', shelf: 'on', count: 2 },
      // an edit of a listed product waits for audit: still listed
      { kind: 'product', audit: 'pending', shelf: 'on', count: 1 },
      { kind: 'service', audit: 'pending', shelf: 'none', count: 3 },
      { kind: 'product', audit: 'rejected', shelf: 'none', count: 1 },
      { kind: 'service', audit: 'approved', shelf: 'off', count: 4 },
      { kind: 'product', audit: 'draft', shelf: 'none', count: 2 },
    ],
    created: PERIODS.map((period, index) => ({ period, products: index, services: 1 })),
  },
  views: {
    top: [
      { itemId: '00000000-0000-4000-8000-000000000001', kind: 'product', name: '雷山银球茶', views: 120 },
      {
        itemId: '00000000-0000-4000-8000-000000000002',
        kind: 'service',
        name: '冷链物流配送服务',
        views: 80,
      },
    ],
    total: 200,
  },
  cooperation: {
    periods: PERIODS.map((period, index) => ({
      period,
      received: 2 + index,
      replied: index,
      medianReplyHours: index === 0 ? null : 3.25 * index,
    })),
    received: 9,
    replied: 3,
    medianReplyHours: 4.5,
  },
  reports: {
    periods: PERIODS.map((period) => ({ period, received: 1, upheld: 1, dismissed: 0 })),
    received: 3,
    open: 2,
  },
  sales: {
    periods: PERIODS.map((period, index) => ({ period, amount: 1000 * index, count: index })),
    amount: 3000,
    count: 3,
    latestSaleAt: '2026-11-25T06:30:00.000Z',
    categoryIgnored: false,
    nameShared: false,
  },
  ...overrides,
});

let serial = 0;

export const exportView = (overrides: Partial<ExportView> = {}): ExportView => {
  serial += 1;
  return {
    exportId: `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`,
    dataset: 'item-records',
    format: 'csv',
    status: 'ready',
    rows: 120,
    rowsWritten: 120,
    fileName: '产品与服务明细.csv',
    size: 4096,
    description: '2026-10-28 至 2026-11-26 · 按日',
    createdAt: '2026-11-26T02:00:00.000Z',
    finishedAt: '2026-11-26T02:00:01.000Z',
    expiresAt: '2026-12-03T02:00:01.000Z',
    error: null,
    ...overrides,
  };
};
