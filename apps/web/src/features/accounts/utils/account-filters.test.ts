import { describe, expect, it } from 'vitest';
import {
  parseAccountFilters,
  serialiseAccountFilters,
  toAccountSearchQuery,
  updateAccountFilters,
} from './account-filters.ts';

const ID = '00000000-0000-4000-8000-000000000009';

describe('账号管理 filters in the address', () => {
  it('reads and writes the search, the open account and the page', () => {
    const search = `keyword=%E6%9D%8E&tenant=%E8%8C%B6&status=frozen&open=${ID}&page=3`;
    const filters = parseAccountFilters(new URLSearchParams(search));
    expect(filters).toEqual({
      keyword: '李',
      tenant: '茶',
      status: 'frozen',
      open: ID,
      page: 3,
      pageSize: 20,
    });
    expect(serialiseAccountFilters(filters).toString()).toBe(search);
    expect(toAccountSearchQuery(filters)).toEqual({
      keyword: '李',
      tenant: '茶',
      status: 'frozen',
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('leaves out what a hand-edited address gets wrong', () => {
    expect(parseAccountFilters(new URLSearchParams('status=deleted&open=1%3Bdrop&page=x'))).toEqual({
      keyword: undefined,
      tenant: undefined,
      status: undefined,
      open: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('starts a new search at page 1, and keeps the page when an account opens', () => {
    const onPage2 = { page: 2, pageSize: 20 };
    expect(updateAccountFilters(onPage2, { keyword: '王' })).toMatchObject({ keyword: '王', page: 1 });
    expect(updateAccountFilters(onPage2, { open: ID })).toMatchObject({ open: ID, page: 2 });
  });
});
