import { describe, expect, it } from 'vitest';
import {
  parseAppealFilters,
  serialiseAppealFilters,
  toAppealQueueQuery,
  updateAppealFilters,
} from './appeal-filters.ts';

const APPEAL = '0b6f1c8e-3c1d-4b7e-9a53-2f1e6d1c9a40';

describe('申诉审核 filters in the address', () => {
  it('reads the pending appeals, page 1, from an empty or hand-mangled address', () => {
    expect(parseAppealFilters(new URLSearchParams())).toEqual({
      status: 'pending',
      keyword: undefined,
      open: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(
      parseAppealFilters(new URLSearchParams('status=lost&open=abc&page=-2&pageSize=7&keyword=%20%20')),
    ).toEqual({ status: 'pending', keyword: undefined, open: undefined, page: 1, pageSize: 20 });
  });

  it('writes only what differs from the default, and reads it back', () => {
    const filters = { status: 'rejected', keyword: 'longxp', open: APPEAL, page: 2, pageSize: 50 } as const;
    const params = serialiseAppealFilters(filters);
    expect(params.toString()).toBe(`status=rejected&keyword=longxp&open=${APPEAL}&page=2&pageSize=50`);
    expect(parseAppealFilters(params)).toEqual(filters);
    expect(serialiseAppealFilters(parseAppealFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('starts again at page 1 for another tab or keyword, keeps the page when an appeal opens', () => {
    const on = { status: 'pending', page: 3, pageSize: 20 } as const;
    expect(updateAppealFilters(on, { status: 'approved' })).toMatchObject({ status: 'approved', page: 1 });
    expect(updateAppealFilters(on, { keyword: 'SS20260101000001' })).toMatchObject({ page: 1 });
    expect(updateAppealFilters(on, { open: APPEAL })).toMatchObject({ page: 3, open: APPEAL });
    expect(updateAppealFilters(on, { page: 4 })).toMatchObject({ page: 4 });
  });

  it('asks the server for the tab, the keyword and the page', () => {
    expect(toAppealQueueQuery({ status: 'pending', page: 2, pageSize: 10 })).toEqual({
      status: 'pending',
      pageNum: 2,
      pageSize: 10,
    });
    expect(toAppealQueueQuery({ status: 'approved', keyword: 'a', page: 1, pageSize: 20 })).toMatchObject({
      keyword: 'a',
    });
  });
});
