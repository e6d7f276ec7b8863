import { ServiceShelfQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import { parseMyShelf } from '../../shelf/utils/shelf-filters.ts';
import { describeShelfAddress } from '../../shelf/utils/shelf-filters-test-support.ts';
import {
  parseShelfFilters,
  SERVICE_SHELF_FILTERS,
  serialiseMyServices,
  toShelfQuery,
  updateShelfFilters,
  viewOf,
} from './shelf-filters.ts';

describeShelfAddress('the shelf filters in the URL', {
  rules: SERVICE_SHELF_FILTERS,
  everything: {
    address: 'category=machinery&region=522634&keyword=无人机 植保&sort=priceAsc&page=3',
    filters: { category: 'machinery', region: '522634', keyword: '无人机 植保', sort: 'priceAsc', page: 3 },
    // a space in the keyword is written as +
    written:
      'category=machinery&region=522634&keyword=%E6%97%A0%E4%BA%BA%E6%9C%BA+%E6%A4%8D%E4%BF%9D&sort=priceAsc&page=3',
  },
  wrong: 'category=tea&region=110101&sort=cheapest&page=-2&keyword=%20%20',
  change: { sort: 'priceDesc' },
  query: {
    expected: {
      pageNum: 3,
      pageSize: 12,
      sort: 'priceAsc',
      category: 'machinery',
      regionCode: '522634',
      keyword: '无人机 植保',
    },
    schema: ServiceShelfQuerySchema,
  },
});

describe('the service shelf’s own filters', () => {
  it('takes neither the province itself nor a cut-off code as a region', () => {
    const parse = (query: string) => parseShelfFilters(new URLSearchParams(query));
    expect(parse('region=520000&page=9999999')).toEqual({ sort: 'latest', page: 1 });
    expect(parse('region=52263')).toEqual({ sort: 'latest', page: 1 });
  });

  it('drops a cleared filter', () => {
    const filters = { category: 'storage', keyword: '冷库', sort: 'latest', page: 4 } as const;
    expect(updateShelfFilters(filters, { category: undefined, keyword: '' })).toEqual({
      sort: 'latest',
      page: 1,
    });
  });

  it('asks for a prefecture by its prefix, as the contract allows', () => {
    const prefecture = toShelfQuery({ region: '522600', sort: 'latest', page: 1 }, 12);
    expect(prefecture).toEqual({ pageNum: 1, pageSize: 12, sort: 'latest', regionCode: '5226' });
    expect(ServiceShelfQuerySchema.safeParse(prefecture).success).toBe(true);
  });
});

describe('my services in the URL', () => {
  it('is a view of its own with its tab and page', () => {
    const params = new URLSearchParams('view=mine&tab=rejected&page=2');
    expect(viewOf(params)).toBe('mine');
    expect(parseMyShelf(params)).toEqual({ tab: 'rejected', page: 2 });
    expect(viewOf(new URLSearchParams('view=everything'))).toBe('shelf');
  });

  it('reads an unknown tab as 全部 and writes the default tab as nothing', () => {
    expect(parseMyShelf(new URLSearchParams('view=mine&tab=archived'))).toEqual({ tab: 'all', page: 1 });
    expect(serialiseMyServices({ tab: 'all', page: 1 }).toString()).toBe('view=mine');
    expect(serialiseMyServices({ tab: 'onShelf', page: 3 }).toString()).toBe('view=mine&tab=onShelf&page=3');
  });
});
