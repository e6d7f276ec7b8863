import { ServiceShelfQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  parseMyServices,
  parseShelfFilters,
  serialiseMyServices,
  serialiseShelfFilters,
  toShelfQuery,
  updateShelfFilters,
  viewOf,
} from './shelf-filters.ts';

const parse = (query: string) => parseShelfFilters(new URLSearchParams(query));

describe('the shelf filters in the URL', () => {
  it('reads every filter, the order and the page from the address', () => {
    expect(parse('category=storage&region=522634&keyword=冷库&sort=priceAsc&page=3')).toEqual({
      category: 'storage',
      region: '522634',
      keyword: '冷库',
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('falls back to the default for anything a hand-edited address gets wrong', () => {
    expect(parse('category=tea&region=110101&sort=cheapest&page=-2&keyword=%20%20')).toEqual({
      sort: 'latest',
      page: 1,
    });
    expect(parse('region=520000&page=9999999')).toEqual({ sort: 'latest', page: 1 });
    expect(parse('region=52263')).toEqual({ sort: 'latest', page: 1 });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(serialiseShelfFilters({ sort: 'latest', page: 1 }).toString()).toBe('');
    const filters = {
      category: 'machinery',
      region: '522600',
      keyword: '无人机 植保',
      sort: 'popular',
      page: 2,
    } as const;
    const written = serialiseShelfFilters(filters);
    expect(written.toString()).toBe(
      'category=machinery&region=522600&keyword=%E6%97%A0%E4%BA%BA%E6%9C%BA+%E6%A4%8D%E4%BF%9D&sort=popular&page=2',
    );
    expect(parseShelfFilters(written)).toEqual(filters);
  });

  it('starts again at page 1 when a filter or the order changes, and drops a cleared filter', () => {
    const filters = { category: 'storage', keyword: '冷库', sort: 'latest', page: 4 } as const;
    expect(updateShelfFilters(filters, { page: 5 })).toEqual({ ...filters, page: 5 });
    expect(updateShelfFilters(filters, { sort: 'priceDesc' })).toEqual({
      ...filters,
      sort: 'priceDesc',
      page: 1,
    });
    expect(updateShelfFilters(filters, { category: undefined, keyword: '' })).toEqual({
      sort: 'latest',
      page: 1,
    });
  });

  it('asks for a prefecture by its prefix and a county by its code, as the contract allows', () => {
    const prefecture = toShelfQuery({ region: '522600', sort: 'latest', page: 1 }, 12);
    expect(prefecture).toEqual({ pageNum: 1, pageSize: 12, sort: 'latest', regionCode: '5226' });
    const county = toShelfQuery(
      { region: '522634', category: 'storage', keyword: '冷库', sort: 'priceAsc', page: 2 },
      12,
    );
    expect(county).toEqual({
      pageNum: 2,
      pageSize: 12,
      sort: 'priceAsc',
      category: 'storage',
      regionCode: '522634',
      keyword: '冷库',
    });
    expect(ServiceShelfQuerySchema.safeParse(prefecture).success).toBe(true);
    expect(ServiceShelfQuerySchema.safeParse(county).success).toBe(true);
  });
});

describe('my services in the URL', () => {
  it('is a view of its own with its tab and page', () => {
    const params = new URLSearchParams('view=mine&tab=rejected&page=2');
    expect(viewOf(params)).toBe('mine');
    expect(parseMyServices(params)).toEqual({ tab: 'rejected', page: 2 });
    expect(viewOf(new URLSearchParams('view=everything'))).toBe('shelf');
  });

  it('reads an unknown tab as 全部 and writes the default tab as nothing', () => {
    expect(parseMyServices(new URLSearchParams('view=mine&tab=archived'))).toEqual({ tab: 'all', page: 1 });
    expect(serialiseMyServices({ tab: 'all', page: 1 }).toString()).toBe('view=mine');
    expect(serialiseMyServices({ tab: 'onShelf', page: 3 }).toString()).toBe('view=mine&tab=onShelf&page=3');
  });
});
