import { SettlementQueueQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_PAGE_SIZE,
  isCountyCode,
  parseQueueFilters,
  prefectureOf,
  serialiseQueueFilters,
  toQueueQuery,
  updateQueueFilters,
} from './queue-filters.ts';

const parse = (query: string) => parseQueueFilters(new URLSearchParams(query));

describe('queue filters in the URL', () => {
  it('reads every filter, the page and the page size from the address', () => {
    expect(
      parse('status=resubmitted&type=cooperative&region=522634&waiting=72&keyword=茶叶&page=3&pageSize=50'),
    ).toEqual({
      status: 'resubmitted',
      type: 'cooperative',
      region: '522634',
      waitingHours: 72,
      keyword: '茶叶',
      page: 3,
      pageSize: 50,
    });
  });

  it('gives the default view (everything, page 1) for an empty address', () => {
    expect(parse('')).toEqual({ page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
  });

  it('drops what a hand-edited address gets wrong instead of sending it to the server', () => {
    expect(
      parse('status=draft&type=company&region=52&waiting=48&page=-1&pageSize=1000&keyword=%20%20'),
    ).toEqual({ page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
  });

  it('treats the province itself as no region filter', () => {
    expect(parse('region=520000').region).toBeUndefined();
  });

  it('writes only what differs from the default, in a stable order, and reads it back the same', () => {
    const filters = parse('keyword=苗岭&waiting=168&status=submitted&page=2');
    const written = serialiseQueueFilters(filters).toString();
    expect(written).toBe(`status=submitted&waiting=168&keyword=${encodeURIComponent('苗岭')}&page=2`);
    expect(parse(written)).toEqual(filters);
    expect(serialiseQueueFilters(parse('')).toString()).toBe('');
  });
});

describe('changing a filter', () => {
  const start = parse('status=submitted&page=4');

  it('starts again at page 1 when a filter changes', () => {
    expect(updateQueueFilters(start, { type: 'family_farm' })).toMatchObject({
      status: 'submitted',
      type: 'family_farm',
      page: 1,
    });
  });

  it('drops a cleared filter', () => {
    const next = updateQueueFilters(start, { status: undefined, keyword: '' });
    expect(next).toEqual({ page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
  });

  it('keeps the filters when only the page turns, and goes to page 1 when the page size changes', () => {
    expect(updateQueueFilters(start, { page: 5 })).toMatchObject({ status: 'submitted', page: 5 });
    expect(updateQueueFilters(start, { page: 4, pageSize: 50 })).toMatchObject({ page: 1, pageSize: 50 });
    expect(updateQueueFilters(start, { page: 5, pageSize: DEFAULT_QUEUE_PAGE_SIZE }).page).toBe(5);
  });
});

describe('the request for the queue', () => {
  it('names the filters as the contract does and passes its schema', () => {
    const query = toQueueQuery(parse('status=approved&region=520100&waiting=24&keyword=合作社&page=2'));
    expect(query).toEqual({
      pageNum: 2,
      pageSize: DEFAULT_QUEUE_PAGE_SIZE,
      status: 'approved',
      regionCode: '520100',
      waitingHours: 24,
      keyword: '合作社',
    });
    expect(SettlementQueueQuerySchema.safeParse(query).success).toBe(true);
  });

  it('sends no filter at all for the default view', () => {
    expect(toQueueQuery(parse(''))).toEqual({ pageNum: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
  });
});

describe('region codes', () => {
  it('finds the prefecture of a county, and a prefecture is its own', () => {
    expect(prefectureOf('522634')).toBe('522600');
    expect(prefectureOf('520100')).toBe('520100');
    expect(prefectureOf('520000')).toBeUndefined();
    expect(prefectureOf(undefined)).toBeUndefined();
  });

  it('tells a county from a prefecture', () => {
    expect(isCountyCode('522634')).toBe(true);
    expect(isCountyCode('522600')).toBe(false);
    expect(isCountyCode(undefined)).toBe(false);
  });
});
