import { describe, expect, it } from 'vitest';
import { describeQueueAddress } from '../../../lib/queue-page-test-support.ts';
import {
  parseReportFilters,
  serialiseReportFilters,
  toReportQueueQuery,
  updateReportFilters,
} from './report-filters.ts';

describeQueueAddress('the report queue’s view in the address', {
  parse: parseReportFilters,
  serialise: serialiseReportFilters,
  update: updateReportFilters,
  defaults: { state: 'open' },
  everything: { address: 'state=handled', filters: { state: 'handled' } },
  wrong: 'state=closed',
  change: { state: 'handled' },
});

describe('the report queue’s tabs', () => {
  it('writes the tab before the page', () => {
    const written = serialiseReportFilters({ state: 'handled', page: 2, pageSize: 10 });
    expect(written.toString()).toBe('state=handled&page=2&pageSize=10');
  });

  it('starts another tab at page 1, keeping the page size', () => {
    expect(updateReportFilters({ state: 'open', page: 4, pageSize: 50 }, { state: 'handled' })).toEqual({
      state: 'handled',
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
