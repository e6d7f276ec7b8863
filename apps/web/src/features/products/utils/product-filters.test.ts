import { ProductShelfQuerySchema } from '@rrsp/contract';
import { describe, expect, it } from 'vitest';
import {
  isProductFiltered,
  parseProductFilters,
  serialiseProductFilters,
  toProductQuery,
  updateProductFilters,
} from './product-filters.ts';

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe('the product shelf’s filters in the URL', () => {
  it('reads category, certification, region, keyword, order and page', () => {
    expect(parse('category=tea&certification=geo&region=522300&keyword=普安红&sort=priceAsc&page=2')).toEqual(
      {
        category: 'tea',
        certification: 'geo',
        region: '522300',
        keyword: '普安红',
        sort: 'priceAsc',
        page: 2,
      },
    );
  });

  it('drops a service category, an unknown certification and a bad order', () => {
    expect(parse('category=storage&certification=halal&sort=cheapest')).toEqual({ sort: 'latest', page: 1 });
  });

  it('writes what it reads, in a stable order', () => {
    const filters = {
      category: 'fruit',
      certification: 'organic',
      region: '522634',
      sort: 'popular',
      page: 1,
    } as const;
    const written = serialiseProductFilters(filters);
    expect(written.toString()).toBe('category=fruit&certification=organic&region=522634&sort=popular');
    expect(parseProductFilters(written)).toEqual(filters);
  });

  it('goes back to page 1 when the certification changes', () => {
    expect(
      updateProductFilters({ category: 'tea', sort: 'latest', page: 5 }, { certification: 'green' }),
    ).toEqual({
      category: 'tea',
      certification: 'green',
      sort: 'latest',
      page: 1,
    });
  });

  it('asks the product list for what the contract takes', () => {
    const query = toProductQuery(
      {
        category: 'tea',
        certification: 'geo',
        region: '522300',
        keyword: '红茶',
        sort: 'priceDesc',
        page: 3,
      },
      12,
    );
    expect(query).toEqual({
      pageNum: 3,
      pageSize: 12,
      sort: 'priceDesc',
      category: 'tea',
      certification: 'geo',
      regionCode: '5223',
      keyword: '红茶',
    });
    expect(ProductShelfQuerySchema.safeParse(query).success).toBe(true);
    expect(isProductFiltered({ certification: 'geo', sort: 'latest', page: 1 })).toBe(true);
    expect(isProductFiltered({ sort: 'priceAsc', page: 4 })).toBe(false);
  });
});
