import { SettlementQueueQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_PAGE_SIZE } from '../../../lib/queue-page.ts';
import { describeQueueAddress } from '../../../lib/queue-page-test-support.ts';
import {
  isCountyCode,
  parseQueueFilters,
  prefectureOf,
  serialiseQueueFilters,
  toQueueQuery,
  updateQueueFilters,
} from './queue-filters.ts';

const parse = (query: string) => parseQueueFilters(new URLSearchParams(query));

describeQueueAddress('the settlement queue’s filters in the URL', {
  parse: parseQueueFilters,
  serialise: serialiseQueueFilters,
  update: updateQueueFilters,
  defaults: {},
  everything: {
    address: 'status=resubmitted&type=cooperative&region=522634&waiting=72&keyword=茶叶',
    filters: {
      status: 'resubmitted',
      type: 'cooperative',
      region: '522634',
      waitingHours: 72,
      keyword: '茶叶',
    },
  },
  wrong: 'status=draft&type=company&region=52&waiting=48&keyword=%20%20',
  change: { type: 'family_farm' },
});

describe('the settlement queue’s own filters', () => {
  it('treats the province itself as no region filter', () => {
    expect(parse('region=520000').region).toBeUndefined();
  });

  it('writes the filters in a stable order', () => {
    const written = serialiseQueueFilters(parse('keyword=苗岭&waiting=168&status=submitted&page=2'));
    expect(written.toString()).toBe(
      `status=submitted&waiting=168&keyword=${encodeURIComponent('苗岭')}&page=2`,
    );
  });

  it('drops a cleared filter', () => {
    const next = updateQueueFilters(parse('status=submitted&page=4'), { status: undefined, keyword: '' });
    expect(next).toEqual({ page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE });
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
