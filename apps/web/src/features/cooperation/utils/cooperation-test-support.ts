import type { CooperationRow } from '@rrsp/contract';

/** Test-only: a received request as the publisher's lists show it, read but not answered, changed by `change`. */

export const REQUEST_ID = '0b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11';

export const requestRowOf = (change: Partial<CooperationRow> = {}): CooperationRow => ({
  id: REQUEST_ID,
  itemId: '1b9c7c1e-3f5d-4c1a-9a47-2d6f1c0e8b11',
  itemKind: 'service',
  itemName: '稻田无人机植保',
  counterpartName: '雷山县苗岭茶叶种植专业合作社',
  name: '杨秀英',
  mobile: '13800000001',
  message: '合作社有 300 亩茶园需要植保飞防',
  state: 'read',
  reply: null,
  createdAt: '2026-03-01T02:00:00Z',
  repliedAt: null,
  ...change,
});
