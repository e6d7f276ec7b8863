import { ShelfQueueQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUE_PAGE_SIZE } from '../../../lib/queue-page.ts';
import { describeQueueAddress } from '../../../lib/queue-page-test-support.ts';
import {
  parseShelfQueueFilters,
  serialiseShelfQueueFilters,
  shelfQueueSearch,
  toShelfQueueQuery,
  updateShelfQueueFilters,
} from './queue-filters.ts';

const parse = (query: string) => parseShelfQueueFilters(new URLSearchParams(query));

describeQueueAddress('the shelf queue in the URL', {
  parse: parseShelfQueueFilters,
  serialise: serialiseShelfQueueFilters,
  update: updateShelfQueueFilters,
  // services waiting for audit
  defaults: { kind: 'service', view: 'pending' },
  everything: {
    address: 'kind=product&view=pending&waiting=48&keyword=茶叶',
    filters: { kind: 'product', view: 'pending', waitingHours: 48, keyword: '茶叶' },
  },
  wrong: 'kind=solution&view=archived&waiting=72',
  change: { kind: 'product' },
});

describe('the shelf queue’s own filters', () => {
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

  it('writes the kind, the view and the keyword in a stable order, and links to a view', () => {
    const filters = parse('kind=product&view=rejected&keyword=刺梨&page=2');
    expect(serialiseShelfQueueFilters(filters).toString()).toBe(
      'kind=product&view=rejected&keyword=%E5%88%BA%E6%A2%A8&page=2',
    );
    expect(shelfQueueSearch({})).toBe('');
    expect(shelfQueueSearch({ kind: 'product', waitingHours: 48 })).toBe('?kind=product&waiting=48');
  });

  it('drops a cleared keyword', () => {
    expect(updateShelfQueueFilters(parse('keyword=冷库&page=5'), { keyword: '' })).not.toHaveProperty(
      'keyword',
    );
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
