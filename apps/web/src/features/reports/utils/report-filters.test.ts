import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_PAGE_SIZE,
  parseReportFilters,
  serialiseReportFilters,
  toReportQueueQuery,
  updateReportFilters,
} from './report-filters.ts';

const parse = (search: string) => parseReportFilters(new URLSearchParams(search));

describe('the report queue’s view in the address', () => {
  it('opens on the open reports, page 1', () => {
    expect(parse('')).toEqual({ state: 'open', page: 1, pageSize: DEFAULT_REPORT_PAGE_SIZE });
  });

  it('reads the state, the page and a page size it offers', () => {
    expect(parse('state=handled&page=3&pageSize=50')).toEqual({ state: 'handled', page: 3, pageSize: 50 });
  });

  it('falls back to the defaults for what a hand-edited address gets wrong', () => {
    expect(parse('state=closed&page=abc&pageSize=33')).toEqual({
      state: 'open',
      page: 1,
      pageSize: DEFAULT_REPORT_PAGE_SIZE,
    });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(serialiseReportFilters(parse('')).toString()).toBe('');
    const written = serialiseReportFilters({ state: 'handled', page: 2, pageSize: 10 });
    expect(written.toString()).toBe('state=handled&page=2&pageSize=10');
    expect(parseReportFilters(written)).toEqual({ state: 'handled', page: 2, pageSize: 10 });
  });
});

describe('changing the view', () => {
  it('starts another tab at page 1, keeping the page size', () => {
    expect(updateReportFilters({ state: 'open', page: 4, pageSize: 50 }, { state: 'handled' })).toEqual({
      state: 'handled',
      page: 1,
      pageSize: 50,
    });
  });

  it('turns the page, and starts again at page 1 with another page size', () => {
    const filters = { state: 'open', page: 2, pageSize: 20 } as const;
    expect(updateReportFilters(filters, { page: 3, pageSize: 20 })).toEqual({ ...filters, page: 3 });
    expect(updateReportFilters(filters, { page: 3, pageSize: 50 })).toEqual({
      ...filters,
      page: 1,
      pageSize: 50,
    });
  });
});

it('asks for the state, the page and its size', () => {
  expect(toReportQueueQuery({ state: 'handled', page: 2, pageSize: 10 })).toEqual({
    state: 'handled',
    pageNum: 2,
    pageSize: 10,
  });
});
