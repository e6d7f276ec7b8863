import { ShelfQueueQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUEUE_PAGE_SIZE,
  parseShelfQueueFilters,
  serialiseShelfQueueFilters,
  shelfQueueSearch,
  toShelfQueueQuery,
  updateShelfQueueFilters,
} from './queue-filters.ts';

const parse = (query: string) => parseShelfQueueFilters(new URLSearchParams(query));

describe('the shelf queue in the URL', () => {
  it('reads the kind, the view, every filter and the page from the address', () => {
    expect(parse('kind=product&view=pending&waiting=48&keyword=茶叶&page=3&pageSize=50')).toEqual({
      kind: 'product',
      view: 'pending',
      waitingHours: 48,
      keyword: '茶叶',
      page: 3,
      pageSize: 50,
    });
  });

  it('shows services waiting for audit by default, and for anything a hand-edited address gets wrong', () => {
    const fallback = { kind: 'service', view: 'pending', page: 1, pageSize: DEFAULT_QUEUE_PAGE_SIZE };
    expect(parse('')).toEqual(fallback);
    expect(parse('kind=solution&view=archived&waiting=72&page=0&pageSize=7')).toEqual(fallback);
  });

  it('keeps a waiting time only with the pending view', () => {
    expect(parse('view=approved&waiting=48')).toEqual({
      kind: 'service',
      view: 'approved',
      page: 1,
      pageSize: DEFAULT_QUEUE_PAGE_SIZE,
    });
    const waiting = parse('waiting=24&page=4');
    expect(updateShelfQueueFilters(waiting, { view: 'onShelf' })).toEqual({
      kind: 'service',
      view: 'onShelf',
      page: 1,
      pageSize: DEFAULT_QUEUE_PAGE_SIZE,
    });
    expect(toShelfQueueQuery({ ...waiting, view: 'rejected' })).not.toHaveProperty('waitingHours');
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    const filters = parse('kind=product&view=rejected&keyword=刺梨&page=2');
    expect(serialiseShelfQueueFilters(filters).toString()).toBe(
      'kind=product&view=rejected&keyword=%E5%88%BA%E6%A2%A8&page=2',
    );
    expect(parseShelfQueueFilters(serialiseShelfQueueFilters(filters))).toEqual(filters);
    expect(shelfQueueSearch({})).toBe('');
    expect(shelfQueueSearch({ kind: 'product', waitingHours: 48 })).toBe('?kind=product&waiting=48');
  });

  it('starts again at page 1 on a new filter or page size, and drops a cleared keyword', () => {
    const filters = parse('keyword=冷库&page=5');
    expect(updateShelfQueueFilters(filters, { page: 6 })).toMatchObject({ page: 6, keyword: '冷库' });
    expect(updateShelfQueueFilters(filters, { page: 6, pageSize: 50 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
    expect(updateShelfQueueFilters(filters, { kind: 'product' })).toMatchObject({ kind: 'product', page: 1 });
    expect(updateShelfQueueFilters(filters, { keyword: '' })).not.toHaveProperty('keyword');
  });

  it('asks the endpoint exactly what the contract accepts', () => {
    const query = toShelfQueueQuery(parse('kind=product&waiting=168&keyword=茶&page=2&pageSize=10'));
    expect(query).toEqual({
      kind: 'product',
      view: 'pending',
      pageNum: 2,
      pageSize: 10,
      waitingHours: 168,
      keyword: '茶',
    });
    expect(ShelfQueueQuerySchema.safeParse(query).success).toBe(true);
  });
});
